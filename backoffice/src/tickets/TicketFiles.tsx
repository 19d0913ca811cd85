import DownloadIcon from '@mui/icons-material/Download';
import { Button, Stack, Typography } from '@mui/material';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { Schema } from '../api-types';
import { useAdminApi } from '../dataProvider';

const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' };

/** A listing's ticket files: each fetched with the session (never a token in a URL) and saved under the name the API gives it. */
export function TicketFiles() {
  const record = useRecordContext<Schema<'AdminTicketResponse'>>();
  const api = useAdminApi();
  const notify = useNotify();
  const translate = useTranslate();
  if (!record) return null;
  if (record.fileCount === 0) return <Typography variant="body2">{translate('bte.tickets.no_files')}</Typography>;
  const save = async (n: number) => {
    try {
      const file = await api.ticketFile(record.id, n);
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${record.fileCount > 1 ? `${record.title} ${n}` : record.title}.${EXTENSIONS[file.type] ?? 'pdf'}`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      notify('bte.tickets.file_failed', { type: 'error' });
    }
  };
  const positions = Array.from({ length: record.fileCount }, (_, index) => index + 1);
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }} data-testid="ticket-files">
      {positions.map((n) => (
        <Button key={n} size="small" startIcon={<DownloadIcon />} onClick={() => void save(n)} aria-label={translate('bte.tickets.download_file', { n, title: record.title })} sx={{ textTransform: 'none' }}>
          {translate('bte.tickets.file_label', { n })}
        </Button>
      ))}
    </Stack>
  );
}

/** "Section B · Row 4 · Seat 12", the parts the seller gave; "–" without any. */
export function seatText(seat: Schema<'AdminTicketResponse'>['seat'], translate: (key: string, options?: object) => string): string {
  const parts = [
    seat.section ? translate('bte.tickets.seat_section', { value: seat.section }) : null,
    seat.row ? translate('bte.tickets.seat_row', { value: seat.row }) : null,
    seat.seat ? translate('bte.tickets.seat_number', { value: seat.seat }) : null,
  ].filter((part): part is string => part !== null);
  return parts.length ? parts.join(' · ') : '–';
}
