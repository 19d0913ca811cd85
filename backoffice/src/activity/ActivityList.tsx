import { FunctionField, List, SelectField, SelectInput, useLocaleState, useTranslate } from 'react-admin';
import { ResponsiveDatagrid } from '../shared/ResponsiveDatagrid';
import { formatDate, Timestamp } from '../shared/format';
import { ACTIVITY_KINDS, actorText, SubjectLink, type ActivityRecord } from './kinds';

const filters = [<SelectInput key="kind" source="kind" choices={ACTIVITY_KINDS} alwaysOn />];

/** What happened (the API's title in the interface language), what it concerns (a link), who did it and when. */
export default function ActivityList() {
  const translate = useTranslate();
  const [language] = useLocaleState();
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <ResponsiveDatagrid
        rowClick="show"
        primary={(record) => record.activity}
        secondary={(record) => `${actorText(record as ActivityRecord, translate)} · ${record.subject?.label ?? record.details}`}
        tertiary={(record) => formatDate(record.createdAt, language, true)}
      >
        <FunctionField source="activity" sortable={false} render={(record: ActivityRecord) => record.activity} />
        <SelectField source="kind" choices={ACTIVITY_KINDS} sortable={false} emptyText="–" />
        <FunctionField source="subject" sortable={false} render={(record: ActivityRecord) => <SubjectLink record={record} translate={translate} />} />
        <FunctionField source="details" sortable={false} render={(record: ActivityRecord) => record.details} />
        <FunctionField source="actor" sortable={false} render={(record: ActivityRecord) => actorText(record, translate)} />
        <Timestamp source="createdAt" showTime />
      </ResponsiveDatagrid>
    </List>
  );
}
