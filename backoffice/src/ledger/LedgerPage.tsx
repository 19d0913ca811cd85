import { DateInput, FunctionField, List, SelectField, SelectInput, TextField, TextInput, useLocaleState, useTranslate } from 'react-admin';
import { ResponsiveDatagrid } from '../shared/ResponsiveDatagrid';
import { formatDate, formatMoney, MoneyField, Timestamp } from '../shared/format';
import { LedgerBalances } from './LedgerBalances';
import { LEDGER_KINDS } from './kinds';

const filters = [
  <SelectInput key="kind" source="kind" choices={LEDGER_KINDS} alwaysOn />,
  <TextInput key="orderId" source="orderId" />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

interface Entry {
  account: string;
  sellerId: string | null;
  amountCents: number;
}

/** The books: every account's balance, then every transaction (newest first) with its entries. */
export default function LedgerPage() {
  const [language] = useLocaleState();
  const translate = useTranslate();
  const entries = (record: { entries?: Entry[] } | Record<string, unknown>) =>
    ((record.entries as Entry[] | undefined) ?? []).map((entry) => `${translate(`bte.ledger.account.${entry.account}`)} ${formatMoney(entry.amountCents, language)}`).join(' · ');
  return (
    <>
      <LedgerBalances />
      <List filters={filters} sort={{ field: 'occurredAt', order: 'DESC' }} empty={false}>
        <ResponsiveDatagrid
          rowClick={false}
          primary={(record) => `${translate(`bte.ledger.kind.${record.kind}`)} · ${formatMoney(record.providerBalanceCents, language)}`}
          secondary={(record) => `${record.reference} · ${formatDate(record.occurredAt, language, true)}`}
          tertiary={(record) => entries(record)}
        >
          <Timestamp source="occurredAt" showTime />
          <SelectField source="kind" choices={LEDGER_KINDS} sortable={false} />
          <TextField source="reference" sortable={false} />
          <TextField source="providerReference" sortable={false} emptyText="–" />
          <MoneyField source="providerBalanceCents" sortable={false} />
          <FunctionField source="entries" sortable={false} render={entries} />
        </ResponsiveDatagrid>
      </List>
    </>
  );
}
