import { Datagrid, List, SearchInput, SelectField, TextField, TopToolbar } from 'react-admin';
import { Timestamp } from '../shared/format';
import { DeleteSubscriberButton } from './DeleteSubscriberButton';
import { ExportSubscribersButton } from './ExportSubscribersButton';
import { SUBSCRIBER_LANGUAGES } from './languages';

// The API searches by email only (filter q).
const filters = [<SearchInput key="q" source="q" alwaysOn />];

export default function SubscriberList() {
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
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="email" />
        <SelectField source="language" choices={SUBSCRIBER_LANGUAGES} />
        <Timestamp source="createdAt" showTime />
        <DeleteSubscriberButton />
      </Datagrid>
    </List>
  );
}
