import ReceiptIcon from '@mui/icons-material/Receipt';
import { Datagrid, DateField, FunctionField, List, Show, SimpleShowLayout, TextField } from 'react-admin';

const euros = (cents: number) => new Intl.NumberFormat('lv-LV', { style: 'currency', currency: 'EUR' }).format(cents / 100);

function Amount() {
  return <FunctionField source="amountCents" render={(record: { amountCents: number }) => euros(record.amountCents)} />;
}

export default {
  list: () => (
    <List sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="ticketTitle" />
        <TextField source="buyerEmail" />
        <TextField source="sellerEmail" />
        <Amount />
        <DateField source="createdAt" showTime locales="lv-LV" />
      </Datagrid>
    </List>
  ),
  show: () => (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="ticketTitle" />
        <TextField source="buyerEmail" />
        <TextField source="sellerEmail" />
        <Amount />
        <DateField source="createdAt" showTime locales="lv-LV" />
      </SimpleShowLayout>
    </Show>
  ),
  icon: ReceiptIcon,
};
