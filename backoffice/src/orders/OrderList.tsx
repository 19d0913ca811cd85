import { Datagrid, List, TextField } from 'react-admin';
import { MoneyField, Timestamp } from '../shared/format';

/** Orders newest first; the API sorts by date or amount and has no filters yet. */
export default function OrderList() {
  return (
    <List sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="ticketTitle" sortable={false} />
        <TextField source="buyerEmail" sortable={false} />
        <TextField source="sellerEmail" sortable={false} />
        <MoneyField source="amountCents" />
        <Timestamp source="createdAt" showTime />
      </Datagrid>
    </List>
  );
}
