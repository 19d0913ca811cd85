import { FunctionField, Labeled, ReferenceField, SelectField, Show, SimpleShowLayout, TextField, TopToolbar, useLocaleState, useTranslate } from 'react-admin';
import { formatDate, formatMoney, MoneyField, Timestamp } from '../shared/format';
import { SubmitEvidenceButton } from './SubmitEvidenceButton';
import { DISPUTE_STATUSES, reasonKey } from './statuses';

function Actions() {
  return (
    <TopToolbar>
      <SubmitEvidenceButton />
    </TopToolbar>
  );
}

/** Absent while the list's row stands in for the dispute, before its evidence has loaded. */
interface Evidence {
  downloads: string[];
}

/** A card dispute with the evidence the marketplace holds: the order, the ticket file, its delivery and downloads, both parties. */
export default function DisputeShow() {
  const [language] = useLocaleState();
  const translate = useTranslate();
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <ReferenceField source="orderId" reference="orders" link="show">
          <TextField source="id" />
        </ReferenceField>
        <TextField source="orderNumber" />
        <TextField source="ticketTitle" />
        <TextField source="eventDate" />
        <SelectField source="status" choices={DISPUTE_STATUSES} />
        <FunctionField
          source="reason"
          render={(record: { reason: string }) => {
            const key = reasonKey(record.reason);
            return key ? translate(key) : record.reason;
          }}
        />
        <MoneyField source="amountCents" />
        <Timestamp source="createdAt" showTime />
        <Timestamp source="evidenceDueBy" showTime emptyText="–" />
        <Timestamp source="evidenceSubmittedAt" showTime emptyText={translate('bte.disputes.not_submitted')} />
        <Timestamp source="closedAt" showTime emptyText="–" />
        <TextField source="providerDisputeId" />
        <TextField source="buyer.name" />
        <TextField source="evidence.buyerEmail" emptyText="–" />
        <TextField source="seller.name" />
        <TextField source="evidence.sellerEmail" emptyText="–" />
        <TextField source="evidence.venue" />
        <FunctionField source="evidence.totalCents" render={(record: { evidence?: { totalCents: number } }) => (record.evidence ? formatMoney(record.evidence.totalCents, language) : '…')} />
        <SelectField source="evidence.orderStatus" choices={['paid', 'disputed', 'refunded', 'completed'].map((id) => ({ id, name: `bte.disputes.order_status.${id}` }))} />
        <Timestamp source="evidence.deliveredAt" showTime emptyText="–" />
        <TextField source="evidence.ticketFileSha256" emptyText={translate('bte.disputes.no_file')} sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }} />
        <Labeled label="resources.disputes.fields.evidence.downloads">
          <FunctionField
            render={(record: { evidence?: Evidence }) => {
              if (!record.evidence) return '…';
              return record.evidence.downloads.length === 0
                ? translate('bte.disputes.not_downloaded')
                : record.evidence.downloads.map((at) => formatDate(at, language, true)).join(', ');
            }}
          />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
