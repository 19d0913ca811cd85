import { List, NumberField, SearchInput, SelectField, SelectInput, TextField, useTranslate } from 'react-admin';
import { ResponsiveDatagrid } from '../shared/ResponsiveDatagrid';
import { CATEGORY_STATUSES } from './statuses';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="status" source="status" choices={CATEGORY_STATUSES} />];

export default function CategoryList() {
  const translate = useTranslate();
  return (
    <List filters={filters} sort={{ field: 'priority', order: 'ASC' }}>
      <ResponsiveDatagrid rowClick="edit" primary={(record) => record.name} secondary={(record) => `${record.key} · ${record.nameLv ?? ''}`} tertiary={(record) => translate(`bte.status.${record.status}`)}>
        <TextField source="key" />
        <TextField source="name" />
        <TextField source="nameLv" sortable={false} />
        <TextField source="slug" sortable={false} />
        <NumberField source="priority" />
        <SelectField source="status" choices={CATEGORY_STATUSES} />
      </ResponsiveDatagrid>
    </List>
  );
}
