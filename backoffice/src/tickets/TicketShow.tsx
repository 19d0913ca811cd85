import { FunctionField, ListButton, NumberField, SelectField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { MoneyField, Timestamp } from '../shared/format';
import { ResaleStandingField } from './ResaleStanding';
import { TICKET_STATUSES } from './statuses';
import { WithdrawButton } from './WithdrawButton';

export default function TicketShow() {
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
        <TextField source="description" />
        <TextField source="eventDate" />
        <TextField source="venue" />
        <MoneyField source="pricePerUnitCents" />
        <MoneyField source="faceValueCents" />
        <TextField source="tierName" emptyText="–" />
        <FunctionField source="resale" render={() => <ResaleStandingField />} />
        <NumberField source="quantity" />
        <MoneyField source="priceCents" />
        <TextField source="sellerEmail" />
        <SelectField source="status" choices={TICKET_STATUSES} />
        <Timestamp source="createdAt" showTime />
        <TextField source="withdrawnReason" emptyText="–" />
      </SimpleShowLayout>
    </Show>
  );
}
