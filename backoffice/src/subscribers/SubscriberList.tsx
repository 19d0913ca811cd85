import { List, SearchInput, SelectField, SelectInput, TextField, TopToolbar, useLocaleState, useTranslate } from 'react-admin';
import { ResponsiveDatagrid } from '../shared/ResponsiveDatagrid';
import { BulkDeleteSubscribersButton } from './BulkDeleteSubscribersButton';
import { formatDate, Timestamp } from '../shared/format';
import { ServerExportButton } from '../shared/ServerExportButton';
import { DeleteSubscriberButton } from './DeleteSubscriberButton';
import { SUBSCRIBER_LANGUAGES, SUBSCRIPTION_STATUSES } from './languages';

// The API searches by part of the email (filter q) and by status.
const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="status" source="status" choices={SUBSCRIPTION_STATUSES} alwaysOn />];

export default function SubscriberList() {
  const translate = useTranslate();
  const [language] = useLocaleState();
  return (
    <List
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={
        <TopToolbar>
          <ServerExportButton resource="subscribers" />
        </TopToolbar>
      }
    >
      <ResponsiveDatagrid rowClick="edit" bulkActions={<BulkDeleteSubscribersButton />} primary={(record) => record.email} secondary={(record) => `${translate(`bte.languages.${record.language}`)} · ${formatDate(record.createdAt, language, true)}`}
        tertiary={(record) => translate(`bte.status.${record.status}`)}
      >
        <TextField source="email" />
        <SelectField source="language" choices={SUBSCRIBER_LANGUAGES} />
        <SelectField source="status" choices={SUBSCRIPTION_STATUSES} />
        <Timestamp source="createdAt" showTime />
        <DeleteSubscriberButton />
      </ResponsiveDatagrid>
    </List>
  );
}
