import SendIcon from '@mui/icons-material/Send';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useAdminApi } from '../dataProvider';
import { TextButton } from '../shared/TextButton';

/** Staff send the bank the evidence the marketplace holds, with their own words; once, while the dispute needs a response. */
export function SubmitEvidenceButton() {
  const record = useRecordContext<{ id: string; status: string; ticketTitle: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const api = useAdminApi();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  if (!record || record.status !== 'needs_response') return null;

  const submit = async () => {
    setBusy(true);
    try {
      await api.submitDisputeEvidence(record.id, note.trim() ? { note: note.trim() } : {});
      notify('bte.disputes.submitted', { type: 'success' });
      setOpen(false);
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <TextButton label="bte.disputes.submit" onClick={() => setOpen(true)} startIcon={<SendIcon />} variant="contained" />
      <Dialog open={open} onClose={() => !busy && setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="evidence-title">
        <DialogTitle id="evidence-title">{translate('bte.disputes.submit_title', { title: record.ticketTitle })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('bte.disputes.submit_help')}</DialogContentText>
          <TextField
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            label={translate('bte.disputes.note')}
            helperText={translate('bte.disputes.note_help')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </DialogContent>
        <DialogActions>
          <TextButton label="ra.action.cancel" onClick={() => setOpen(false)} disabled={busy} />
          <TextButton label="bte.disputes.confirm_submit" onClick={() => void submit()} disabled={busy} variant="contained" />
        </DialogActions>
      </Dialog>
    </>
  );
}
