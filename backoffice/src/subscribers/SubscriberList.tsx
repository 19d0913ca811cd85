import { List, SearchInput, SelectField, TextField, TopToolbar, useLocaleState, useTranslate } from 'react-admin';
import { ResponsiveDatagrid } from '../shared/ResponsiveDatagrid';
import { formatDate, Timestamp } from '../shared/format';
import { DeleteSubscriberButton } from './DeleteSubscriberButton';
import { ExportSubscribersButton } from './ExportSubscribersButton';
import { SUBSCRIBER_LANGUAGES } from './languages';

// The API searches by email only (filter q).
const filters = [<SearchInput key="q" source="q" alwaysOn />];

export default function SubscriberList() {
  const translate = useTranslate();
  const [language] = useLocaleState();
  return (
    <List
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={
        <TopToolbar>
          <ExportSubscribersButton />
        </TopToolbar>
      }
    >
      <ResponsiveDatagrid rowClick="edit" primary={(record) => record.email} secondary={(record) => `${translate(`bte.languages.${record.language}`)} · ${formatDate(record.createdAt, language, true)}`}>
        <TextField source="email" />
        <SelectField source="language" choices={SUBSCRIBER_LANGUAGES} />
        <Timestamp source="createdAt" showTime />
        <DeleteSubscriberButton />
      </ResponsiveDatagrid>
    </List>
  );
}
