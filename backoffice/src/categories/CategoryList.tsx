import { Datagrid, List, NumberField, SearchInput, SelectField, SelectInput, TextField } from 'react-admin';
import { CATEGORY_STATUSES } from './statuses';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="status" source="status" choices={CATEGORY_STATUSES} />];

export default function CategoryList() {
  return (
    <List filters={filters} sort={{ field: 'priority', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="key" />
        <TextField source="name" />
        <TextField source="nameLv" sortable={false} />
        <TextField source="slug" sortable={false} />
        <NumberField source="priority" />
        <SelectField source="status" choices={CATEGORY_STATUSES} />
      </Datagrid>
    </List>
  );
}
