import { List, SearchInput, TextField, TopToolbar, useLocaleState } from 'react-admin';
import { ResponsiveDatagrid } from '../shared/ResponsiveDatagrid';
import { formatDate, Timestamp } from '../shared/format';
import { ServerExportButton } from '../shared/ServerExportButton';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export default function ContactMessageList() {
  const [language] = useLocaleState();
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} actions={<TopToolbar><ServerExportButton resource="contact-messages" /></TopToolbar>}>
      <ResponsiveDatagrid rowClick="show" primary={(record) => `${record.name} <${record.email}>`} secondary={(record) => record.message} tertiary={(record) => formatDate(record.createdAt, language)}>
        <TextField source="name" sortable={false} />
        <TextField source="email" sortable={false} />
        <TextField source="message" sortable={false} sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', maxWidth: 480 }} />
        <Timestamp source="createdAt" showTime />
      </ResponsiveDatagrid>
    </List>
  );
}
