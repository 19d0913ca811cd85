import { Datagrid, List, ReferenceField, ReferenceInput, SearchInput, SelectField, SelectInput, TextField } from 'react-admin';
import { Timestamp } from '../shared/format';
import { EVENT_STATUSES } from './statuses';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={EVENT_STATUSES} />,
  <ReferenceInput key="categoryId" source="categoryId" reference="categories" sort={{ field: 'priority', order: 'ASC' }}>
    <SelectInput optionText="name" />
  </ReferenceInput>,
];

export default function EventList() {
  return (
    <List filters={filters} sort={{ field: 'startsAt', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="title" />
        <ReferenceField source="categoryId" reference="categories" link={false} sortable={false}>
          <TextField source="name" />
        </ReferenceField>
        <TextField source="city" />
        <Timestamp source="startsAt" showTime />
        <SelectField source="status" choices={EVENT_STATUSES} />
      </Datagrid>
    </List>
  );
}
