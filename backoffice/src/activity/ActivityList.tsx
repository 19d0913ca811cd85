import { FunctionField, List, SelectField, SelectInput, TextField, useLocaleState, useTranslate } from 'react-admin';
import { ResponsiveDatagrid } from '../shared/ResponsiveDatagrid';
import { formatDate, Timestamp } from '../shared/format';
import { ACTIVITY_KINDS, activityKindLabel, detailsText } from './kinds';

const filters = [<SelectInput key="kind" source="kind" choices={ACTIVITY_KINDS} alwaysOn />];

export default function ActivityList() {
  const translate = useTranslate();
  const [language] = useLocaleState();
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <ResponsiveDatagrid rowClick="show" primary={(record) => translate(activityKindLabel(record.kind), { _: record.activity })} secondary={(record) => detailsText(record.details)} tertiary={(record) => formatDate(record.createdAt, language, true)}>
        <SelectField source="kind" choices={ACTIVITY_KINDS} sortable={false} emptyText="–" />
        <TextField source="activity" sortable={false} />
        <FunctionField source="details" sortable={false} render={(record: { details?: unknown }) => detailsText(record.details)} />
        <TextField source="actor" sortable={false} emptyText="–" />
        <Timestamp source="createdAt" showTime />
      </ResponsiveDatagrid>
    </List>
  );
}
