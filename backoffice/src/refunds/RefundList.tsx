import { AutocompleteInput, List, ReferenceField, ReferenceInput, SelectField, SelectInput, TextField, useLocaleState, useTranslate } from 'react-admin';
import { ResponsiveDatagrid } from '../shared/ResponsiveDatagrid';
import { formatDate, formatMoney, MoneyField, Timestamp } from '../shared/format';

const STATES = ['pending', 'refunded'].map((id) => ({ id, name: `bte.refunds.state.${id}` }));
const CAUSES = ['late_payment', 'claim', 'event_cancelled'].map((id) => ({ id, name: `bte.refunds.cause.${id}` }));

const filters = [
  <SelectInput key="state" source="state" choices={STATES} alwaysOn />,
  <SelectInput key="cause" source="cause" choices={CAUSES} />,
  <ReferenceInput key="eventId" source="eventId" reference="events">
    <AutocompleteInput optionText="title" />
  </ReferenceInput>,
];

/** Every refund made or owed (late payments, claims, cancelled events), pending ones first, with its state. */
export default function RefundList() {
  const [language] = useLocaleState();
  const translate = useTranslate();
  return (
    <List filters={filters} sort={{ field: 'updatedAt', order: 'DESC' }}>
      <ResponsiveDatagrid
        rowClick={(id) => `/orders/${String(id)}/show`}
        primary={(record) => record.ticketTitle}
        secondary={(record) => `${translate(`bte.refunds.cause.${record.cause}`)} · ${formatDate(record.updatedAt, language, true)}`}
        tertiary={(record) => `${formatMoney(record.amountCents, language)} · ${translate(`bte.refunds.state.${record.state}`)}`}
      >
        <TextField source="ticketTitle" sortable={false} />
        <ReferenceField source="eventId" reference="events" link="show" sortable={false} emptyText="–">
          <TextField source="title" />
        </ReferenceField>
        <TextField source="buyerName" sortable={false} />
        <SelectField source="cause" choices={CAUSES} sortable={false} />
        <MoneyField source="amountCents" sortable={false} />
        <SelectField source="state" choices={STATES} sortable={false} />
        <Timestamp source="updatedAt" showTime />
      </ResponsiveDatagrid>
    </List>
  );
}
