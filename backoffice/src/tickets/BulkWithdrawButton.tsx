import BlockIcon from '@mui/icons-material/Block';
import { useState } from 'react';
import { BulkConfirmButton } from '../shared/BulkConfirmButton';
import { useAdminApi } from '../dataProvider';
import { reasonReady, WithdrawalReasonField } from './WithdrawalReasonField';

/** Withdraws the ticked listings with one reason, emailed to each seller; a listing no longer on sale is skipped. */
export function BulkWithdrawButton() {
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
      ready={reasonReady(reason)}
      action={(ids) => api.withdrawTickets(ids, reason.trim())}
      afterSuccess={() => setReason('')}
    >
      <WithdrawalReasonField value={reason} onChange={setReason} />
    </BulkConfirmButton>
  );
}
