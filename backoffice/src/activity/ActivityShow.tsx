import { FunctionField, SelectField, Show, SimpleShowLayout, TextField, useTranslate } from 'react-admin';
import { Timestamp } from '../shared/format';
import { ACTIVITY_KINDS, actorText, SubjectLink, type ActivityRecord } from './kinds';

export default function ActivityShow() {
  const translate = useTranslate();
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="activity" />
        <SelectField source="kind" choices={ACTIVITY_KINDS} />
        <FunctionField source="subject" render={(record: ActivityRecord) => <SubjectLink record={record} translate={translate} />} />
        <TextField source="details" />
        <FunctionField source="actor" render={(record: ActivityRecord) => actorText(record, translate)} />
        <Timestamp source="createdAt" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
