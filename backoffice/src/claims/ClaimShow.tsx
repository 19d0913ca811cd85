import DownloadIcon from '@mui/icons-material/Download';
import { Button, Stack, Typography } from '@mui/material';
import { FunctionField, ReferenceField, SelectField, Show, SimpleShowLayout, TextField, TopToolbar, useLocaleState, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { Schema } from '../api-types';
import { useAdminApi } from '../dataProvider';
import { formatMoney, MoneyField, Timestamp } from '../shared/format';
import { DecideClaimButton } from './DecideClaimButton';
import { CLAIM_REASONS, CLAIM_STATUSES } from './statuses';

function Actions() {
  return (
    <TopToolbar>
      <DecideClaimButton />
    </TopToolbar>
  );
}

/** The buyer's evidence: each file fetched with the session (never a token in a URL) and saved under its name. */
function ClaimFiles() {
  const record = useRecordContext<Schema<'AdminClaimResponse'>>();
  const api = useAdminApi();
  const notify = useNotify();
  const translate = useTranslate();
  if (!record) return null;
  if (record.files.length === 0) return <Typography variant="body2">{translate('bte.claims.no_files')}</Typography>;
  const save = async (file: Schema<'ClaimFileResponse'>) => {
    try {
      const url = URL.createObjectURL(await api.claimFile(record.id, file.n));
      const link = document.createElement('a');
      link.href = url;
      link.download = file.name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      notify('bte.claims.file_failed', { type: 'error' });
    }
  };
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }} data-testid="claim-files">
      {record.files.map((file) => (
        <Button key={file.n} size="small" startIcon={<DownloadIcon />} onClick={() => void save(file)} aria-label={translate('bte.claims.download_file', { name: file.name })} sx={{ textTransform: 'none' }}>
          {file.name}
        </Button>
      ))}
    </Stack>
  );
}

/** Both sides of a claim with the order's money, and the decision once taken. */
export default function ClaimShow() {
  const [language] = useLocaleState();
  const translate = useTranslate();
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <ReferenceField source="orderId" reference="orders" link="show">
          <TextField source="id" />
        </ReferenceField>
        <TextField source="ticketTitle" />
        <TextField source="eventDate" />
        <SelectField source="status" choices={CLAIM_STATUSES} />
        <SelectField source="reason" choices={CLAIM_REASONS} />
        <TextField source="buyer.name" />
        <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />
        <FunctionField source="files" render={() => <ClaimFiles />} />
        <TextField source="seller.name" />
        <TextField source="sellerAnswer" emptyText={translate('bte.claims.no_answer')} sx={{ whiteSpace: 'pre-wrap' }} />
        <MoneyField source="ticketsCents" />
        <MoneyField source="totalCents" />
        <Timestamp source="createdAt" showTime />
        <FunctionField
          source="refundCents"
          render={(record: { refundCents: number | null }) =>
            record.refundCents === null ? translate('bte.claims.undecided') : record.refundCents === 0 ? translate('bte.claims.released') : formatMoney(record.refundCents, language)
          }
        />
        <TextField source="decisionNote" emptyText="–" />
        <Timestamp source="decidedAt" showTime emptyText="–" />
      </SimpleShowLayout>
    </Show>
  );
}
