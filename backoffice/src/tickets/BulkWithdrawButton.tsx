import BlockIcon from '@mui/icons-material/Block';
import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { BulkConfirmButton } from '../shared/BulkConfirmButton';
import { useAdminApi } from '../dataProvider';

const MIN_REASON = 5;

/** Withdraws the ticked listings with one reason, emailed to each seller; a listing no longer on sale is skipped. */
export function BulkWithdrawButton() {
  const translate = useTranslate();
  const api = useAdminApi();
  const [reason, setReason] = useState('');
  return (
    <BulkConfirmButton
      label="bte.tickets.withdraw"
      icon={<BlockIcon />}
      title="bte.tickets.bulk_withdraw_title"
      content="bte.tickets.bulk_withdraw_reason"
      confirmLabel="bte.tickets.withdraw"
      keepLabel="bte.tickets.keep_listings"
      done="bte.tickets.bulk_withdrawn"
      nameOf={(record) => String(record.title)}
      ready={reason.trim().length >= MIN_REASON}
      action={(ids) => api.withdrawTickets(ids, reason.trim())}
      afterSuccess={() => setReason('')}
    >
      <TextField
        // The dialog opens on a click and asks for one thing: focus goes to that field (the WAI-ARIA dialog pattern).
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
    </BulkConfirmButton>
  );
}
