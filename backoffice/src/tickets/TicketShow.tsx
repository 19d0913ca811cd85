import { FunctionField, ListButton, NumberField, ReferenceField, ReferenceManyField, SelectField, Show, SimpleShowLayout, TextField, TopToolbar, useLocaleState, useTranslate } from 'react-admin';
import type { Schema } from '../api-types';
import { ORDER_STATUSES } from '../orders/statuses';
import { ResponsiveDatagrid } from '../shared/ResponsiveDatagrid';
import { formatDate, formatMoney, MoneyField, Timestamp } from '../shared/format';
import { ResaleStandingField } from './ResaleStanding';
import { TICKET_STATUSES } from './statuses';
import { seatText, TicketFiles } from './TicketFiles';
import { WithdrawButton } from './WithdrawButton';

type Ticket = Schema<'AdminTicketResponse'>;

/** A listing as staff check it: its seats, its files (open them), its event and seller, and the orders placed for it. */
export default function TicketShow() {
  const translate = useTranslate();
  const [language] = useLocaleState();
  return (
    <Show
      actions={
        <TopToolbar>
          <WithdrawButton />
          <ListButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="title" />
        <ReferenceField source="eventId" reference="events" link="edit" emptyText={translate('bte.tickets.no_event')}>
          <TextField source="title" />
        </ReferenceField>
        <TextField source="eventDate" />
        <TextField source="eventTime" emptyText="–" />
        <TextField source="venue" />
        <FunctionField source="seat" render={(record: Ticket) => seatText(record.seat, translate)} />
        <FunctionField source="files" render={() => <TicketFiles />} />
        <ReferenceField source="seller.id" reference="users" link="show" label="resources.tickets.fields.sellerEmail">
          <TextField source="email" />
        </ReferenceField>
        <TextField source="description" />
        <MoneyField source="pricePerUnitCents" />
        <MoneyField source="faceValueCents" />
        <TextField source="tierName" emptyText="–" />
        <FunctionField source="resale" render={() => <ResaleStandingField />} />
        <NumberField source="quantity" />
        <MoneyField source="priceCents" />
        <SelectField source="status" choices={TICKET_STATUSES} />
        <Timestamp source="createdAt" showTime />
        <TextField source="withdrawnReason" emptyText="–" />
        <ReferenceManyField reference="orders" target="ticketId" label="resources.tickets.fields.orders" sort={{ field: 'createdAt', order: 'DESC' }} empty={<>{translate('bte.tickets.no_orders')}</>}>
          <ResponsiveDatagrid rowClick="show" primary={(order) => order.buyerEmail} secondary={(order) => formatDate(order.createdAt, language, true)} tertiary={(order) => formatMoney(order.amountCents, language, order.currency)}>
            <TextField source="id" sortable={false} label="resources.orders.fields.id" />
            <TextField source="buyerEmail" sortable={false} label="resources.orders.fields.buyerEmail" />
            <MoneyField source="amountCents" label="resources.orders.fields.amountCents" />
            <SelectField source="status" choices={ORDER_STATUSES} sortable={false} label="resources.orders.fields.status" />
            <Timestamp source="createdAt" showTime label="resources.orders.fields.createdAt" />
          </ResponsiveDatagrid>
        </ReferenceManyField>
      </SimpleShowLayout>
    </Show>
  );
}
