import { List, SearchInput, SelectField, SelectInput, TextField, TopToolbar, useLocaleState, useTranslate } from 'react-admin';
import { ResponsiveDatagrid } from '../shared/ResponsiveDatagrid';
import { formatDate, Timestamp } from '../shared/format';
import { ServerExportButton } from '../shared/ServerExportButton';
import { CONTACT_MESSAGE_STATUSES } from './statuses';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="status" source="status" choices={CONTACT_MESSAGE_STATUSES} alwaysOn />];

export default function ContactMessageList() {
  const [language] = useLocaleState();
  const translate = useTranslate();
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} actions={<TopToolbar><ServerExportButton resource="contact-messages" /></TopToolbar>}>
      <ResponsiveDatagrid
        rowClick="show"
        primary={(record) => `${record.name} <${record.email}>`}
        secondary={(record) => record.message}
        tertiary={(record) => `${translate(`bte.contact_messages.status.${record.status}`)} · ${formatDate(record.createdAt, language)}`}
      >
        <TextField source="name" sortable={false} />
        <TextField source="email" sortable={false} />
        <TextField source="message" sortable={false} sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', maxWidth: 480 }} />
        <SelectField source="status" choices={CONTACT_MESSAGE_STATUSES} sortable={false} />
        <Timestamp source="createdAt" showTime />
      </ResponsiveDatagrid>
    </List>
  );
}
