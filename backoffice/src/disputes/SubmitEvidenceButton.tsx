import SendIcon from '@mui/icons-material/Send';
import { TextField } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useAdminApi } from '../dataProvider';
import { ConfirmButton } from '../shared/ConfirmButton';

/** Staff send the bank the evidence the marketplace holds, with their own words; once, while the dispute needs a response. */
export function SubmitEvidenceButton() {
  const record = useRecordContext<{ id: string; status: string; ticketTitle: string }>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const api = useAdminApi();
  const [note, setNote] = useState('');
  if (!record || record.status !== 'needs_response') return null;
  return (
    <ConfirmButton
      label="bte.disputes.submit"
      icon={<SendIcon />}
      variant="contained"
      title="bte.disputes.submit_title"
      translateOptions={{ title: record.ticketTitle }}
      content="bte.disputes.submit_help"
      confirmLabel="bte.disputes.confirm_submit"
      keepLabel="bte.confirm.not_now"
      action={() => api.submitDisputeEvidence(record.id, note.trim() ? { note: note.trim() } : {})}
      success="bte.disputes.submitted"
      afterSuccess={refresh}
    >
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
    </ConfirmButton>
  );
}
