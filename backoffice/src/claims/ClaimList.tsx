import { FunctionField, List, SelectField, SelectInput, TextField, useLocaleState, useTranslate } from 'react-admin';
import { ResponsiveDatagrid } from '../shared/ResponsiveDatagrid';
import { formatDate, Timestamp } from '../shared/format';
import { CLAIM_REASONS, CLAIM_STATUSES } from './statuses';

const filters = [<SelectInput key="status" source="status" choices={CLAIM_STATUSES} alwaysOn />];

/** The claims queue: open ones first by default, oldest first, with how long each has waited. */
export default function ClaimList() {
  const [language] = useLocaleState();
  const translate = useTranslate();
  const age = (record: Record<string, unknown>) => translate('bte.claims.age', { smart_count: Number(record.ageHours ?? 0) });
  return (
    <List sort={{ field: 'createdAt', order: 'ASC' }} filters={filters} filterDefaultValues={{ status: 'open' }}>
      <ResponsiveDatagrid
        rowClick="show"
        primary={(record) => record.ticketTitle}
        secondary={(record) => `${translate(`bte.claims.reason.${record.reason}`)} · ${formatDate(record.createdAt, language, true)}`}
        tertiary={age}
      >
        <TextField source="ticketTitle" sortable={false} />
        <SelectField source="reason" choices={CLAIM_REASONS} sortable={false} />
        <TextField source="buyer.name" sortable={false} />
        <TextField source="seller.name" sortable={false} />
        <FunctionField source="ageHours" sortable={false} render={age} />
        <SelectField source="status" choices={CLAIM_STATUSES} />
        <Timestamp source="createdAt" showTime />
      </ResponsiveDatagrid>
    </List>
  );
}
