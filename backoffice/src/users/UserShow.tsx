import PersonOffIcon from '@mui/icons-material/PersonOff';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { useState } from 'react';
import { BooleanField, ListButton, SelectField, Show, SimpleShowLayout, TextField, TopToolbar, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { ConfirmButton } from '../shared/ConfirmButton';
import { TextButton } from '../shared/TextButton';
import { Timestamp } from '../shared/format';
import { USER_STATUSES } from './choices';
import type { Schema } from '../api-types';

type UserRecord = Schema<'AdminUserResponse'>;

/**
 * Activates or deactivates the account; a deactivated user cannot sign in. Deactivating asks first, saying how many
 * of the user's listings on sale it withdraws. No password is ever shown or set here.
 */
function StatusButton() {
  const record = useRecordContext<UserRecord>();
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const notify = useNotify();
  const [listings, setListings] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const setStatus = (status: 'active' | 'inactive') => dataProvider.update('users', { id: record.id, data: { status }, previousData: record });
  if (record.status !== 'active') {
    const activate = async () => {
      setBusy(true);
      try {
        await setStatus('active');
        notify('bte.users.activated', { type: 'success', messageArgs: { email: record.email } });
        refresh();
      } catch (error) {
        notify((error as Error).message, { type: 'error' });
      } finally {
        setBusy(false);
      }
    };
    return <TextButton label="bte.users.activate" onClick={() => void activate()} disabled={busy} startIcon={<HowToRegIcon />} />;
  }
  const countListings = () => {
    setListings(null);
    dataProvider
      .getList('tickets', { filter: { sellerId: record.id, status: 'available' }, pagination: { page: 1, perPage: 1 }, sort: { field: 'createdAt', order: 'DESC' } })
      .then(({ total }) => setListings(total ?? 0))
      .catch(() => setListings(0));
  };
  return (
    <ConfirmButton
      label="bte.users.deactivate"
      icon={<PersonOffIcon />}
      color="error"
      title="bte.users.deactivate_title"
      content={listings === null ? 'bte.users.counting_listings' : 'bte.users.deactivate_confirm'}
      translateOptions={{ email: record.email, smart_count: listings ?? 0 }}
      confirmLabel="bte.users.deactivate"
      keepLabel="bte.users.keep_active"
      ready={listings !== null}
      onOpen={countListings}
      action={() => setStatus('inactive')}
      success="bte.users.deactivated"
      successArgs={{ email: record.email }}
      afterSuccess={refresh}
    />
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
