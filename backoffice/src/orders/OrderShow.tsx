import { ReferenceField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { MoneyField, Timestamp } from '../shared/format';

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
        <Timestamp source="createdAt" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
