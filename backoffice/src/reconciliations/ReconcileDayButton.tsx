import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useAdminApi } from '../dataProvider';
import { TextButton } from '../shared/TextButton';

/** Staff reconcile a day (again): the job runs in the background and the day's report says running until it is done. */
export function ReconcileDayButton() {
  const record = useRecordContext<{ id: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const api = useAdminApi();
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async (which: string) => {
    setBusy(true);
    try {
      await api.reconcileDay(which);
      notify('bte.reconciliations.started', { type: 'info', messageArgs: { day: which } });
      setOpen(false);
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  if (record) return <TextButton label="bte.reconciliations.run_again" onClick={() => void run(String(record.id))} disabled={busy} startIcon={<FactCheckIcon />} />;
  return (
    <>
      <TextButton label="bte.reconciliations.run" onClick={() => setOpen(true)} startIcon={<FactCheckIcon />} />
      <Dialog open={open} onClose={() => !busy && setOpen(false)} fullWidth maxWidth="xs" aria-labelledby="reconcile-title">
        <DialogTitle id="reconcile-title">{translate('bte.reconciliations.run')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('bte.reconciliations.run_help')}</DialogContentText>
          <TextField
            type="date"
            fullWidth
            margin="dense"
            label={translate('bte.reconciliations.day')}
            value={day}
            onChange={(event) => setDay(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </DialogContent>
        <DialogActions>
          <TextButton label="ra.action.cancel" onClick={() => setOpen(false)} disabled={busy} />
          <TextButton label="bte.reconciliations.run" onClick={() => void run(day)} disabled={busy || day === ''} variant="contained" />
        </DialogActions>
      </Dialog>
    </>
  );
}
