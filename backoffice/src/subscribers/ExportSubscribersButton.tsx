import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, LinearProgress, Link, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import { TextButton } from '../shared/TextButton';
import { useAdminApi } from '../dataProvider';
import type { Schema } from '../api-types';

type ExportJob = Schema<'SubscriberExportResponse'>;

const POLL_MS = 1000;

/**
 * Exports the subscribers matching the current search as CSV through the export job: progress while the worker
 * writes the file, then a download link (the file needs the bearer token, so it is fetched and saved as a Blob).
 */
export function ExportSubscribersButton() {
  const { filterValues } = useListContext();
  const notify = useNotify();
  const translate = useTranslate();
  const api = useAdminApi();
  const [job, setJob] = useState<ExportJob | null>(null);
  const [fileUrl, setFileUrl] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  useEffect(() => {
    if (!job || job.status === 'done' || job.status === 'failed') return;
    const poll = async () => {
      try {
        setJob(await api.subscriberExport(job.id));
      } catch (error) {
        notify((error as Error).message, { type: 'error' });
        setJob({ ...job, status: 'failed' });
      }
    };
    const timer = setTimeout(() => void poll(), POLL_MS);
    return () => clearTimeout(timer);
  }, [api, job, notify]);

  useEffect(() => {
    if (job?.status !== 'done') return;
    let url: string | null = null;
    api
      .subscriberExportFile(job.id)
      .then((file) => {
        url = URL.createObjectURL(file);
        setFileUrl(url);
      })
      .catch((error: Error) => notify(error.message, { type: 'error' }));
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [api, job?.status, job?.id, notify]);

  const start = async () => {
    setStarting(true);
    setFileUrl(null);
    try {
      const q = typeof filterValues.q === 'string' && filterValues.q.trim() ? filterValues.q.trim() : undefined;
      setJob(await api.startSubscriberExport(q));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setStarting(false);
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
      {job?.status === 'done' && fileUrl && (
        <Link href={fileUrl} download={`subscribers-${new Date().toISOString().slice(0, 10)}.csv`} variant="body2">
          {translate('bte.exports.download', { smart_count: job.rowCount ?? 0 })}
        </Link>
      )}
      {job?.status === 'failed' && <Alert severity="error" sx={{ py: 0 }}>{translate('bte.exports.failed')}</Alert>}
    </Box>
  );
}
