import { BooleanField, Datagrid, List, SearchInput, SelectField, SelectInput, TextField } from 'react-admin';
import { Timestamp } from '../shared/format';
import { CONFIRMED_CHOICES, USER_STATUSES } from './choices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={USER_STATUSES} alwaysOn />,
  <SelectInput key="confirmed" source="confirmed" choices={CONFIRMED_CHOICES} />,
];

export default function UserList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="email" />
        <TextField source="firstName" sortable={false} />
        <TextField source="lastName" sortable={false} />
        <SelectField source="status" choices={USER_STATUSES} />
        <BooleanField source="emailConfirmed" sortable={false} />
        <BooleanField source="isAdmin" sortable={false} />
        <Timestamp source="createdAt" />
        <Timestamp source="lastSignInAt" showTime emptyText="–" />
      </Datagrid>
    </List>
  );
}
