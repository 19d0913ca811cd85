import { FunctionField, SelectField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { Timestamp } from '../shared/format';
import { ACTIVITY_KINDS, detailsText } from './kinds';

export default function ActivityShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <SelectField source="kind" choices={ACTIVITY_KINDS} />
        <TextField source="activity" />
        <FunctionField source="details" render={(record: { details?: unknown }) => detailsText(record.details)} />
        <TextField source="actor" emptyText="–" />
        <Timestamp source="createdAt" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
