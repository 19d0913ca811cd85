import BlockIcon from '@mui/icons-material/Block';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import { useState } from 'react';
import {
  Button,
  Datagrid,
  DateField,
  FunctionField,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';

const STATUSES = [
  { id: 'available', name: 'bte.status.available' },
  { id: 'sold', name: 'bte.status.sold' },
  { id: 'expired', name: 'bte.status.expired' },
  { id: 'withdrawn', name: 'bte.status.withdrawn' },
];

const euros = (cents: number) => new Intl.NumberFormat('lv-LV', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** Takes a listing off the market; the reason is emailed to the seller. */
function WithdrawButton() {
  const record = useRecordContext<{ id: string; status: string }>();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  if (!record || record.status !== 'available') return null;
  const withdraw = async () => {
    const reason = window.prompt(translate('bte.tickets.withdraw_reason'));
    if (!reason) return;
    setBusy(true);
    try {
      await dataProvider.create(`tickets/${record.id}/withdraw`, { data: { reason } });
      notify('bte.tickets.withdrawn', { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return <Button label="bte.tickets.withdraw" onClick={withdraw} disabled={busy} startIcon={<BlockIcon />} />;
}

function TicketList() {
  return (
    <List filters={[<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="status" source="status" choices={STATUSES} />]} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="title" />
        <TextField source="eventDate" />
        <FunctionField source="priceCents" render={(record: { priceCents: number }) => euros(record.priceCents)} />
        <TextField source="sellerEmail" />
        <SelectField source="status" choices={STATUSES} />
        <DateField source="createdAt" locales="lv-LV" />
      </Datagrid>
    </List>
  );
}

function TicketShow() {
  return (
    <Show actions={<TopToolbar><WithdrawButton /></TopToolbar>}>
      <SimpleShowLayout>
        <TextField source="title" />
        <TextField source="description" />
        <TextField source="eventDate" />
        <TextField source="venue" />
        <FunctionField source="priceCents" render={(record: { priceCents: number }) => euros(record.priceCents)} />
        <TextField source="quantity" />
        <TextField source="sellerEmail" />
        <SelectField source="status" choices={STATUSES} />
        <TextField source="withdrawnReason" emptyText="–" />
      </SimpleShowLayout>
    </Show>
  );
}

export default { list: TicketList, show: TicketShow, icon: ConfirmationNumberIcon };
