import BlockIcon from '@mui/icons-material/Block';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { TextButton } from '../shared/TextButton';
import { useAdminApi } from '../dataProvider';

const MIN_REASON = 5;

/** Takes an available listing off the market; the reason is emailed to the seller. */
export function WithdrawButton() {
  const record = useRecordContext<{ id: string; status: string; title: string }>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const api = useAdminApi();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  if (!record || record.status !== 'available') return null;
  const tooShort = reason.trim().length < MIN_REASON;

  const withdraw = async () => {
    setBusy(true);
    try {
      await api.withdrawTicket(record.id, reason.trim());
      notify('bte.tickets.withdrawn', { type: 'success' });
      setOpen(false);
      setReason('');
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <TextButton label="bte.tickets.withdraw" onClick={() => setOpen(true)} startIcon={<BlockIcon />} color="error" />
      <Dialog open={open} onClose={() => !busy && setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="withdraw-title">
        <DialogTitle id="withdraw-title">{translate('bte.tickets.withdraw_title', { title: record.title })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('bte.tickets.withdraw_reason')}</DialogContentText>
          <TextField
            // The dialog opens on a click and asks for one thing: focus goes to that field (the WAI-ARIA dialog
            // pattern). The rule is about focus stolen when a page loads, which this is not.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            label={translate('resources.tickets.fields.withdrawnReason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            helperText={translate('bte.tickets.reason_min', { min: MIN_REASON })}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </DialogContent>
        <DialogActions>
          <TextButton label="ra.action.cancel" onClick={() => setOpen(false)} disabled={busy} />
          <TextButton label="bte.tickets.withdraw" onClick={() => void withdraw()} disabled={busy || tooShort} variant="contained" color="error" />
        </DialogActions>
      </Dialog>
    </>
  );
}
