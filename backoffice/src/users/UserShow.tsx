import PersonOffIcon from '@mui/icons-material/PersonOff';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { BooleanField, ListButton, SelectField, Show, SimpleShowLayout, TextField, TopToolbar, useNotify, useRecordContext, useUpdate } from 'react-admin';
import { TextButton } from '../shared/TextButton';
import { Timestamp } from '../shared/format';
import { USER_STATUSES } from './choices';
import type { Schema } from '../api-types';

type UserRecord = Schema<'AdminUserResponse'>;

/** Activates or deactivates the account; a deactivated user cannot sign in. No password is ever shown or set here. */
function StatusButton() {
  const record = useRecordContext<UserRecord>();
  const [update, { isPending }] = useUpdate<UserRecord>();
  const notify = useNotify();
  if (!record) return null;
  const next = record.status === 'active' ? 'inactive' : 'active';
  const change = () =>
    update(
      'users',
      { id: record.id, data: { status: next }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(next === 'active' ? 'bte.users.activated' : 'bte.users.deactivated', { type: 'success', messageArgs: { email: record.email } }),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  return next === 'active' ? (
    <TextButton label="bte.users.activate" onClick={() => void change()} disabled={isPending} startIcon={<HowToRegIcon />} />
  ) : (
    <TextButton label="bte.users.deactivate" onClick={() => void change()} disabled={isPending} startIcon={<PersonOffIcon />} color="error" />
  );
}

export default function UserShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <StatusButton />
          <ListButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="email" />
        <TextField source="firstName" />
        <TextField source="lastName" />
        <TextField source="phone" emptyText="–" />
        <SelectField source="status" choices={USER_STATUSES} />
        <BooleanField source="emailConfirmed" />
        <BooleanField source="isAdmin" />
        <TextField source="preferredLanguage" />
        <Timestamp source="createdAt" showTime />
        <Timestamp source="lastSignInAt" showTime emptyText="–" />
      </SimpleShowLayout>
    </Show>
  );
}
