import { AutocompleteInput, BooleanInput, FilterButton, FunctionField, List, NumberField, ReferenceInput, SearchInput, SelectField, SelectInput, TextField, TopToolbar, useLocaleState, useTranslate } from 'react-admin';
import { ResponsiveDatagrid } from '../shared/ResponsiveDatagrid';
import { BulkWithdrawButton } from './BulkWithdrawButton';
import { formatMoney, MoneyField, Timestamp } from '../shared/format';
import { ServerExportButton } from '../shared/ServerExportButton';
import { OverCapBadge } from './ResaleStanding';
import { TICKET_STATUSES } from './statuses';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={TICKET_STATUSES} alwaysOn />,
  // Listings on offer priced over the cap that applies to them now (the resale rules page links here).
  <BooleanInput key="overCap" source="overCap" alwaysOn />,
  <ReferenceInput key="categoryId" source="categoryId" reference="categories" sort={{ field: 'priority', order: 'ASC' }}>
    <SelectInput optionText="name" />
  </ReferenceInput>,
  <ReferenceInput key="sellerId" source="sellerId" reference="users" sort={{ field: 'email', order: 'ASC' }}>
    <AutocompleteInput optionText="email" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
];

export default function TicketList() {
  const translate = useTranslate();
  const [language] = useLocaleState();
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} actions={<TopToolbar><FilterButton /><ServerExportButton resource="tickets" /></TopToolbar>}>
      <ResponsiveDatagrid
        rowClick="show"
        bulkActions={<BulkWithdrawButton />}
        primary={(record) => record.title}
        secondary={(record) => `${record.eventDate} · ${record.sellerEmail}`}
        tertiary={(record) => [translate(`bte.status.${record.status}`), formatMoney(record.priceCents, language), ...(record.resale?.overCap ? [translate('bte.tickets.over_cap')] : [])].join(' · ')}
      >
        <TextField source="title" />
        <TextField source="eventDate" />
        <NumberField source="quantity" sortable={false} />
        <MoneyField source="pricePerUnitCents" sortable={false} />
        <MoneyField source="faceValueCents" sortable={false} />
        <TextField source="tierName" sortable={false} emptyText="–" />
        <MoneyField source="priceCents" />
        <TextField source="sellerEmail" sortable={false} />
        <SelectField source="status" choices={TICKET_STATUSES} />
        <FunctionField source="resale" sortable={false} render={() => <OverCapBadge />} />
        <Timestamp source="createdAt" />
      </ResponsiveDatagrid>
    </List>
  );
}
