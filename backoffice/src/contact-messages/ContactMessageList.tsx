import { Datagrid, List, SearchInput, TextField } from 'react-admin';
import { Timestamp } from '../shared/format';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export default function ContactMessageList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="name" sortable={false} />
        <TextField source="email" sortable={false} />
        <TextField source="message" sortable={false} sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', maxWidth: 480 }} />
        <Timestamp source="createdAt" showTime />
      </Datagrid>
    </List>
  );
}
