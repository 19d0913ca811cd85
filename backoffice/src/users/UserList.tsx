import { BooleanField, FilterButton, List, SearchInput, SelectField, SelectInput, TextField, TopToolbar, useTranslate } from 'react-admin';
import { ResponsiveDatagrid } from '../shared/ResponsiveDatagrid';
import { BulkDeactivateButton } from './BulkDeactivateButton';
import { Timestamp } from '../shared/format';
import { ServerExportButton } from '../shared/ServerExportButton';
import { CONFIRMED_CHOICES, USER_STATUSES } from './choices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={USER_STATUSES} alwaysOn />,
  <SelectInput key="confirmed" source="confirmed" choices={CONFIRMED_CHOICES} />,
];

export default function UserList() {
  const translate = useTranslate();
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} actions={<TopToolbar><FilterButton /><ServerExportButton resource="users" /></TopToolbar>}>
      <ResponsiveDatagrid rowClick="show" bulkActions={<BulkDeactivateButton />} primary={(record) => record.email} secondary={(record) => `${record.firstName} ${record.lastName}`} tertiary={(record) => translate(`bte.status.${record.status}`)}>
        <TextField source="email" />
        <TextField source="firstName" sortable={false} />
        <TextField source="lastName" sortable={false} />
        <SelectField source="status" choices={USER_STATUSES} />
        <BooleanField source="emailConfirmed" sortable={false} />
        <BooleanField source="isAdmin" sortable={false} />
        <Timestamp source="createdAt" />
        <Timestamp source="lastSignInAt" showTime emptyText="–" />
      </ResponsiveDatagrid>
    </List>
  );
}
