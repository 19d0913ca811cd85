import { List, NumberField, SelectField, SelectInput, TextField, TopToolbar, useTranslate } from 'react-admin';
import { ResponsiveDatagrid } from '../shared/ResponsiveDatagrid';
import { Timestamp } from '../shared/format';
import { ReconcileDayButton } from './ReconcileDayButton';
import { RECONCILIATION_STATES } from './states';

const filters = [<SelectInput key="state" source="state" choices={RECONCILIATION_STATES} alwaysOn />];

function Actions() {
  return (
    <TopToolbar>
      <ReconcileDayButton />
    </TopToolbar>
  );
}

/** One report per day (the latest first): the ledger against the payment provider's balance transactions. */
export default function ReconciliationList() {
  const translate = useTranslate();
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'id', order: 'DESC' }} empty={false}>
      <ResponsiveDatagrid
        rowClick="show"
        primary={(record) => String(record.id)}
        secondary={(record) => translate(`bte.reconciliations.state.${record.state}`)}
        tertiary={(record) => `${record.matchedCount} / ${record.differenceCount}`}
      >
        <TextField source="id" />
        <SelectField source="state" choices={RECONCILIATION_STATES} sortable={false} />
        <NumberField source="matchedCount" sortable={false} />
        <NumberField source="differenceCount" sortable={false} />
        <Timestamp source="finishedAt" showTime sortable={false} emptyText="–" />
      </ResponsiveDatagrid>
    </List>
  );
}
