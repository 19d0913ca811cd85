import { ReferenceField, SelectField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { MoneyField, Timestamp } from '../shared/format';
import { ORDER_STATUSES } from './statuses';

export default function OrderShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <ReferenceField source="ticketId" reference="tickets" link="show">
          <TextField source="title" />
        </ReferenceField>
        <TextField source="buyerEmail" />
        <TextField source="sellerEmail" />
        <MoneyField source="amountCents" />
        <SelectField source="status" choices={ORDER_STATUSES} />
        <Timestamp source="createdAt" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
