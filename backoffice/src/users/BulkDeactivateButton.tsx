import BlockIcon from '@mui/icons-material/Block';
import { BulkConfirmButton } from '../shared/BulkConfirmButton';
import { useAdminApi } from '../dataProvider';

/** Deactivates the ticked accounts; administrators and your own account are skipped, and the notice says so. */
export function BulkDeactivateButton() {
  const api = useAdminApi();
  return (
    <BulkConfirmButton
      label="bte.users.deactivate"
      icon={<BlockIcon />}
      title="bte.users.bulk_deactivate_title"
      content="bte.users.bulk_deactivate_confirm"
      confirmLabel="bte.users.deactivate"
      keepLabel="bte.users.keep_users_active"
      done="bte.users.bulk_deactivated"
      nameOf={(record) => String(record.email)}
      action={(ids) => api.deactivateUsers(ids)}
    />
  );
}
