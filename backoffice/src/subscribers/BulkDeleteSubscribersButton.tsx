import DeleteIcon from '@mui/icons-material/Delete';
import { BulkConfirmButton } from '../shared/BulkConfirmButton';
import { useAdminApi } from '../dataProvider';

/** Deletes the ticked subscribers in one call (react-admin's own bulk delete would send one request per row). */
export function BulkDeleteSubscribersButton() {
  const api = useAdminApi();
  return (
    <BulkConfirmButton
      label="ra.action.delete"
      icon={<DeleteIcon />}
      title="bte.subscribers.bulk_delete_title"
      content="bte.subscribers.bulk_delete_confirm"
      confirmLabel="bte.subscribers.delete_subscribers"
      keepLabel="bte.subscribers.keep_subscribers"
      done="bte.subscribers.bulk_deleted"
      nameOf={(record) => String(record.email)}
      action={(ids) => api.deleteSubscribers(ids)}
    />
  );
}
