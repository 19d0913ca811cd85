import UploadIcon from '@mui/icons-material/Upload';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useId, useState, type ChangeEvent } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { Schema } from '../api-types';
import { useAdminApi } from '../dataProvider';
import { ConfirmButton } from './ConfirmButton';

type Picture = NonNullable<Schema<'AdminEventResponse'>['image']>;

/**
 * An event's or a category's picture on its edit page (ADR 0039): what the storefront shows now, and the upload,
 * replacement and removal of it. The picture is its own call, not part of the form: choosing a file saves it at once.
 */
export function CatalogImageSection({ resource, name }: { resource: 'events' | 'categories'; name: (record: { title?: string; name?: string }) => string }) {
  const record = useRecordContext<{ id: string; image: Picture | null; title?: string; name?: string }>();
  const api = useAdminApi();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const headingId = useId();
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  if (!record) return null;

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after a refusal
    if (!file) return;
    setBusy(true);
    try {
      await api.replaceImage(resource, record.id, file);
      notify('bte.images.uploaded', { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ px: 2, pt: 2, pb: 1, borderBottom: 1, borderColor: 'divider' }} data-testid="catalog-image-section">
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {translate('bte.images.title')}
      </Typography>
      {record.image ? (
        <Box
          component="img"
          src={`${record.image.base}/640.webp`}
          width={record.image.width}
          height={record.image.height}
          alt={translate('bte.images.current', { name: name(record) })}
          sx={{ display: 'block', width: '100%', maxWidth: 360, height: 'auto', borderRadius: 1, bgcolor: 'grey.200', mb: 1 }}
          data-testid="catalog-image-preview"
        />
      ) : (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {translate('bte.images.none')}
        </Typography>
      )}
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1, maxWidth: 640 }}>
        {translate('bte.images.hint')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Button component="label" variant="outlined" disabled={busy} startIcon={busy ? <CircularProgress size={16} aria-hidden /> : <UploadIcon />}>
          {translate(busy ? 'bte.images.uploading' : record.image ? 'bte.images.replace' : 'bte.images.upload')}
          <input type="file" hidden accept="image/png,image/jpeg,image/webp" aria-describedby={hintId} onChange={(event) => void upload(event)} data-testid="catalog-image-input" />
        </Button>
        {record.image && (
          <ConfirmButton
            label="bte.images.remove"
            icon={<DeleteIcon />}
            color="error"
            disabled={busy}
            title="bte.images.remove_title"
            content="bte.images.remove_content"
            translateOptions={{ name: name(record) }}
            confirmLabel="bte.images.remove"
            keepLabel="bte.images.keep"
            action={() => api.removeImage(resource, record.id)}
            success="bte.images.removed"
            afterSuccess={refresh}
          />
        )}
      </Box>
    </Box>
  );
}
