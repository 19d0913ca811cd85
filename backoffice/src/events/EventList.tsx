import { FunctionField, List, ReferenceField, ReferenceInput, SearchInput, SelectField, SelectInput, TextField, useLocaleState, useTranslate } from 'react-admin';
import { ResponsiveDatagrid } from '../shared/ResponsiveDatagrid';
import { formatDate, Timestamp } from '../shared/format';
import { EVENT_STATUSES } from './statuses';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={EVENT_STATUSES} />,
  <ReferenceInput key="categoryId" source="categoryId" reference="categories" sort={{ field: 'priority', order: 'ASC' }}>
    <SelectInput optionText="name" />
  </ReferenceInput>,
];

export default function EventList() {
  const translate = useTranslate();
  const [language] = useLocaleState();
  return (
    <List filters={filters} sort={{ field: 'startsAt', order: 'ASC' }}>
      <ResponsiveDatagrid rowClick="edit" primary={(record) => record.title} secondary={(record) => `${record.city} · ${formatDate(record.startsAt, language, true)}`} tertiary={(record) => translate(`bte.status.${record.status}`)}>
        <FunctionField
          source="image"
          sortable={false}
          render={(record: { image: { base: string; width: number; height: number } | null }) =>
            record.image && <img src={`${record.image.base}/320.webp`} width={64} height={Math.round((64 * record.image.height) / record.image.width)} alt="" style={{ display: 'block', borderRadius: 4 }} data-testid="event-thumbnail" />
          }
        />
        <TextField source="title" />
        <ReferenceField source="categoryId" reference="categories" link={false} sortable={false}>
          <TextField source="name" />
        </ReferenceField>
        <TextField source="city" />
        <Timestamp source="startsAt" showTime />
        <SelectField source="status" choices={EVENT_STATUSES} />
      </ResponsiveDatagrid>
    </List>
  );
}
