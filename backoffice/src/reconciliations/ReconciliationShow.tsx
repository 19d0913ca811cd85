import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { FunctionField, Labeled, NumberField, SelectField, Show, SimpleShowLayout, TextField, TopToolbar, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { formatDate, formatMoney, Timestamp } from '../shared/format';
import { ReconcileDayButton } from './ReconcileDayButton';
import { RECONCILIATION_STATES } from './states';

interface Difference {
  kind: string;
  providerReference: string | null;
  providerTransactionId?: string;
  providerAmountCents?: number;
  ledgerReferences?: string[];
  ledgerAmountCents?: number;
  at: string;
}

function Differences() {
  const record = useRecordContext<{ differences: Difference[] }>();
  const translate = useTranslate();
  const [language] = useLocaleState();
  if (!record) return null;
  if (record.differences.length === 0) return <>{translate('bte.reconciliations.no_differences')}</>;
  const money = (cents: number | undefined) => (cents === undefined ? '–' : formatMoney(cents, language));
  return (
    <Table size="small" aria-label={translate('resources.reconciliations.fields.differences')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('bte.reconciliations.difference')}</TableCell>
          <TableCell>{translate('bte.reconciliations.provider_reference')}</TableCell>
          <TableCell>{translate('bte.reconciliations.ledger_references')}</TableCell>
          <TableCell align="right">{translate('bte.reconciliations.provider_amount')}</TableCell>
          <TableCell align="right">{translate('bte.reconciliations.ledger_amount')}</TableCell>
          <TableCell>{translate('bte.reconciliations.at')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {record.differences.map((difference, index) => (
          <TableRow key={index}>
            <TableCell>{translate(`bte.reconciliations.kind.${difference.kind}`)}</TableCell>
            <TableCell>{difference.providerReference ?? '–'}</TableCell>
            <TableCell>{difference.ledgerReferences?.join(', ') ?? '–'}</TableCell>
            <TableCell align="right">{money(difference.providerAmountCents)}</TableCell>
            <TableCell align="right">{money(difference.ledgerAmountCents)}</TableCell>
            <TableCell>{formatDate(difference.at, language, true)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Actions() {
  return (
    <TopToolbar>
      <ReconcileDayButton />
    </TopToolbar>
  );
}

/** A day's reconciliation: what was compared, what matched, and every difference found. */
export default function ReconciliationShow() {
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <TextField source="id" />
        <SelectField source="state" choices={RECONCILIATION_STATES} />
        <NumberField source="providerCount" />
        <NumberField source="ledgerCount" />
        <NumberField source="matchedCount" />
        <NumberField source="differenceCount" />
        <TextField source="failure" emptyText="–" />
        <TextField source="requestedBy" emptyText="–" />
        <Timestamp source="startedAt" showTime />
        <Timestamp source="finishedAt" showTime emptyText="–" />
        <Labeled source="differences" fullWidth>
          <FunctionField source="differences" render={() => <Differences />} />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
