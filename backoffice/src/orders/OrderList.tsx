import { List, SelectField, TextField, TopToolbar, useLocaleState } from 'react-admin';
import { ResponsiveDatagrid } from '../shared/ResponsiveDatagrid';
import { formatDate, formatMoney, MoneyField, Timestamp } from '../shared/format';
import { ServerExportButton } from '../shared/ServerExportButton';
import { ORDER_STATUSES } from './statuses';

/** Orders newest first; the API sorts by date or amount and has no filters yet. */
export default function OrderList() {
  const [language] = useLocaleState();
  return (
    <List sort={{ field: 'createdAt', order: 'DESC' }} actions={<TopToolbar><ServerExportButton resource="orders" /></TopToolbar>}>
      <ResponsiveDatagrid rowClick="show" primary={(record) => record.ticketTitle} secondary={(record) => `${record.buyerEmail} · ${formatDate(record.createdAt, language, true)}`} tertiary={(record) => formatMoney(record.amountCents, language, record.currency)}>
        <TextField source="ticketTitle" sortable={false} />
        <TextField source="buyerEmail" sortable={false} />
        <TextField source="sellerEmail" sortable={false} />
        <MoneyField source="amountCents" />
        <SelectField source="status" choices={ORDER_STATUSES} sortable={false} />
        <Timestamp source="createdAt" showTime />
      </ResponsiveDatagrid>
    </List>
  );
}
