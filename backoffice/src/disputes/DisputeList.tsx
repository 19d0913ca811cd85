import { FunctionField, List, SelectField, SelectInput, TextField, useLocaleState, useTranslate } from 'react-admin';
import { ResponsiveDatagrid } from '../shared/ResponsiveDatagrid';
import { formatDate, MoneyField, Timestamp } from '../shared/format';
import { DISPUTE_STATUSES, reasonKey } from './statuses';

const filters = [<SelectInput key="status" source="status" choices={DISPUTE_STATUSES} alwaysOn />];

/** The disputes queue: those awaiting evidence first by default, oldest first, with how long each has waited. */
export default function DisputeList() {
  const [language] = useLocaleState();
  const translate = useTranslate();
  const age = (record: Record<string, unknown>) => translate('bte.claims.age', { smart_count: Number(record.ageHours ?? 0) });
  const reason = (record: Record<string, unknown>) => {
    const key = reasonKey(record.reason);
    return key ? translate(key) : String(record.reason);
  };
  return (
    <List sort={{ field: 'createdAt', order: 'ASC' }} filters={filters} filterDefaultValues={{ status: 'needs_response' }}>
      <ResponsiveDatagrid
        rowClick="show"
        primary={(record) => record.ticketTitle}
        secondary={(record) => `${reason(record)} · ${formatDate(record.createdAt, language, true)}`}
        tertiary={age}
      >
        <TextField source="ticketTitle" sortable={false} />
        <FunctionField source="reason" sortable={false} render={reason} />
        <MoneyField source="amountCents" />
        <TextField source="buyer.name" sortable={false} />
        <TextField source="seller.name" sortable={false} />
        <FunctionField source="ageHours" sortable={false} render={age} />
        <SelectField source="status" choices={DISPUTE_STATUSES} />
        <Timestamp source="evidenceDueBy" showTime emptyText="–" />
      </ResponsiveDatagrid>
    </List>
  );
}
