import RemoveModeratorIcon from '@mui/icons-material/RemoveModerator';
import { CreateButton, Datagrid, List, ReferenceField, TextField, TopToolbar, useDataProvider, useGetIdentity, useRecordContext, useRefresh } from 'react-admin';
import { ConfirmButton } from '../shared/ConfirmButton';
import { Timestamp } from '../shared/format';

/**
 * Revokes administrator rights after a confirmation. The API refuses to revoke yourself or the last administrator
 * (409, translated); the button is not even offered on your own row.
 */
function RevokeButton() {
  const record = useRecordContext<{ id: string; email: string }>();
  const { identity } = useGetIdentity();
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  if (!record || (identity?.email as string | undefined)?.toLowerCase() === record.email.toLowerCase()) return null;
  return (
    <ConfirmButton
      label="bte.administrators.revoke"
      icon={<RemoveModeratorIcon />}
      color="error"
      title="bte.administrators.revoke_title"
      content="bte.administrators.revoke_confirm"
      translateOptions={{ email: record.email }}
      confirmLabel="bte.administrators.revoke"
      keepLabel="bte.administrators.keep"
      action={() => dataProvider.delete('administrators', { id: record.id, previousData: record })}
      success="bte.administrators.revoked"
      successArgs={{ email: record.email }}
      afterSuccess={refresh}
    />
  );
}

export default function AdministratorList() {
  return (
    <List
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={
        <TopToolbar>
          <CreateButton label="bte.administrators.grant" />
        </TopToolbar>
      }
    >
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="email" />
        <ReferenceField source="userId" reference="users" link="show" emptyText="bte.administrators.no_account" sortable={false}>
          <TextField source="email" />
        </ReferenceField>
        <Timestamp source="createdAt" showTime />
        <TextField source="createdBy" sortable={false} emptyText="–" />
        <RevokeButton />
      </Datagrid>
    </List>
  );
}
