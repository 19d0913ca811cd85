import { Datagrid, FunctionField, List, SelectField, SelectInput, TextField } from 'react-admin';
import { Timestamp } from '../shared/format';
import { ACTIVITY_KINDS, detailsText } from './kinds';

const filters = [<SelectInput key="kind" source="kind" choices={ACTIVITY_KINDS} alwaysOn />];

export default function ActivityList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <SelectField source="kind" choices={ACTIVITY_KINDS} sortable={false} emptyText="–" />
        <TextField source="activity" sortable={false} />
        <FunctionField source="details" sortable={false} render={(record: { details?: unknown }) => detailsText(record.details)} />
        <TextField source="actor" sortable={false} emptyText="–" />
        <Timestamp source="createdAt" showTime />
      </Datagrid>
    </List>
  );
}
