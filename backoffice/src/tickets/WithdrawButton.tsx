import BlockIcon from '@mui/icons-material/Block';
import { TextField } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ConfirmButton } from '../shared/ConfirmButton';
import { useAdminApi } from '../dataProvider';

const MIN_REASON = 5;

/** Takes an available listing off the market; the reason is emailed to the seller. */
export function WithdrawButton() {
  const record = useRecordContext<{ id: string; status: string; title: string }>();
  const refresh = useRefresh();
  const translate = useTranslate();
  const api = useAdminApi();
  const [reason, setReason] = useState('');
  if (!record || record.status !== 'available') return null;
  return (
    <ConfirmButton
      label="bte.tickets.withdraw"
      icon={<BlockIcon />}
      color="error"
      title="bte.tickets.withdraw_title"
      content="bte.tickets.withdraw_reason"
      translateOptions={{ title: record.title }}
      confirmLabel="bte.tickets.withdraw"
      keepLabel="bte.tickets.keep"
      ready={reason.trim().length >= MIN_REASON}
      action={() => api.withdrawTicket(record.id, reason.trim())}
      success="bte.tickets.withdrawn"
      afterSuccess={() => {
        setReason('');
        refresh();
      }}
    >
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
    </ConfirmButton>
  );
}
