import RemoveModeratorIcon from '@mui/icons-material/RemoveModerator';
import { useState, type MouseEvent } from 'react';
import { Confirm, CreateButton, Datagrid, List, ReferenceField, TextField, TopToolbar, useDelete, useGetIdentity, useNotify, useRecordContext } from 'react-admin';
import { TextButton } from '../shared/TextButton';
import { Timestamp } from '../shared/format';

/**
 * Revokes administrator rights after a confirmation. The API refuses to revoke yourself or the last administrator
 * (409, translated); the button is not even offered on your own row.
 */
function RevokeButton() {
  const record = useRecordContext<{ id: string; email: string }>();
  const { identity } = useGetIdentity();
  const [remove, { isPending }] = useDelete();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  if (!record || (identity?.email as string | undefined)?.toLowerCase() === record.email.toLowerCase()) return null;
  const revoke = () =>
    remove(
      'administrators',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(false);
          notify('bte.administrators.revoked', { type: 'success', messageArgs: { email: record.email } });
        },
        onError: (error) => {
          setAsking(false);
          notify((error as Error).message, { type: 'error' });
        },
      },
    );
  const open = (event: MouseEvent) => {
    event.stopPropagation();
    setAsking(true);
  };
  return (
    <>
      <TextButton label="bte.administrators.revoke" onClick={open} startIcon={<RemoveModeratorIcon />} color="error" />
      <Confirm
        isOpen={asking}
        loading={isPending}
        title="bte.administrators.revoke_title"
        content="bte.administrators.revoke_confirm"
        translateOptions={{ email: record.email }}
        onConfirm={() => void revoke()}
        onClose={() => setAsking(false)}
      />
    </>
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
