import BlockIcon from '@mui/icons-material/Block';
import { useState } from 'react';
import { useRecordContext, useRefresh } from 'react-admin';
import { ConfirmButton } from '../shared/ConfirmButton';
import { useAdminApi } from '../dataProvider';
import { reasonReady, WithdrawalReasonField } from './WithdrawalReasonField';

/** Takes an available listing off the market; the reason is emailed to the seller. */
export function WithdrawButton() {
  const record = useRecordContext<{ id: string; status: string; title: string }>();
  const refresh = useRefresh();
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
      ready={reasonReady(reason)}
      action={() => api.withdrawTicket(record.id, reason.trim())}
      success="bte.tickets.withdrawn"
      afterSuccess={() => {
        setReason('');
        refresh();
      }}
    >
      <WithdrawalReasonField value={reason} onChange={setReason} />
    </ConfirmButton>
  );
}
