import { FunctionField, ReferenceField, SelectField, Show, SimpleShowLayout, TextField, TopToolbar, useLocaleState, useTranslate } from 'react-admin';
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
