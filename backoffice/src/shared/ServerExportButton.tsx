import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, LinearProgress, Link, Typography } from '@mui/material';
import { useEffect, useState, type MouseEvent } from 'react';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import { useAdminApi } from '../dataProvider';
import { TextButton } from './TextButton';
import type { Schema } from '../api-types';

type ExportJob = Schema<'ExportResponse'>;
type ExportFilter = NonNullable<Schema<'ExportRequestDto'>['filter']>;

const POLL_MS = 1000;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const flag = (value: unknown) => (value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined);

/** The list's current filter, as the export understands it (the same fields the list endpoint reads). */
function exportFilter(values: Record<string, unknown>): ExportFilter {
  const filter: ExportFilter = {
    q: text(values.q),
    status: text(values.status),
    confirmed: flag(values.confirmed),
    categoryId: text(values.categoryId),
    sellerId: text(values.sellerId),
    overCap: flag(values.overCap) || undefined,
  };
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined));
}

/**
 * Exports the whole list matching the current filter as CSV through the server's export job (never react-admin's
 * client exporter, which stops at 1,000 rows): progress while the worker writes the file, then a download link.
 * The link asks the API for a short-lived signed address and lets the browser download from it, so the file goes
 * to disk without passing through the page's memory.
 */
export function ServerExportButton({ resource }: { resource: Schema<'ExportRequestDto'>['resource'] }) {
  const { filterValues } = useListContext();
  const notify = useNotify();
  const translate = useTranslate();
  const api = useAdminApi();
  const [job, setJob] = useState<ExportJob | null>(null);
  const [starting, setStarting] = useState(false);

  useEffect(() => {
    if (!job || job.status === 'done' || job.status === 'failed') return;
    const poll = async () => {
      try {
        setJob(await api.exportStatus(job.id));
      } catch (error) {
        notify((error as Error).message, { type: 'error' });
        setJob({ ...job, status: 'failed' });
      }
    };
    const timer = setTimeout(() => void poll(), POLL_MS);
    return () => clearTimeout(timer);
  }, [api, job, notify]);

  const start = async () => {
    setStarting(true);
    try {
      setJob(await api.startExport({ resource, filter: exportFilter(filterValues) }));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setStarting(false);
    }
  };

  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (!job) return;
    try {
      const { url } = await api.exportDownloadLink(job.id);
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = '';
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };

  const busy = starting || job?.status === 'queued' || job?.status === 'running';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <TextButton label="bte.exports.start" onClick={() => void start()} disabled={busy} startIcon={<DownloadIcon />} />
      {job && busy && (
        <Box sx={{ width: 160 }} role="status" aria-live="polite">
          <Typography variant="caption">{translate(`bte.exports.${job.status}`, { progress: job.progress })}</Typography>
          <LinearProgress variant="determinate" value={job.progress} aria-label={translate('bte.exports.progress')} />
        </Box>
      )}
      {job?.status === 'done' && (
        <Link href={`/api/admin/exports/${encodeURIComponent(job.id)}/download`} onClick={(event) => void download(event)} variant="body2">
          {translate('bte.exports.download', { smart_count: job.rowCount ?? 0 })}
        </Link>
      )}
      {job?.status === 'failed' && <Alert severity="error" sx={{ py: 0 }}>{translate('bte.exports.failed')}</Alert>}
    </Box>
  );
}
