import { Chip, Stack, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { Schema } from '../api-types';
import { formatMoney } from '../shared/format';

type Ticket = Pick<Schema<'AdminTicketResponse'>, 'resale' | 'currency'>;

/** "Over the cap" when the asking price is over the cap that applies now (a cap lowered after listing); nothing otherwise. */
export function OverCapBadge() {
  const record = useRecordContext<Ticket>();
  const translate = useTranslate();
  if (!record?.resale?.overCap) return null;
  // Dark text on the light warning colour: the warning chip's own white on orange is below 4.5:1.
  return <Chip size="small" label={translate('bte.tickets.over_cap')} sx={{ bgcolor: 'warning.light', color: 'common.black' }} />;
}

/** The cap that applies to the listing now and the highest price per ticket it allows, flagged when the price is over it. */
export function ResaleStandingField() {
  const record = useRecordContext<Ticket>();
  const translate = useTranslate();
  const [language] = useLocaleState();
  if (!record?.resale) return null;
  const { priceCapBasisPoints, highestPriceCents } = record.resale;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2">
        {translate('bte.tickets.cap_standing', { cap: priceCapBasisPoints / 100, highest: formatMoney(highestPriceCents, language, record.currency) })}
      </Typography>
      <OverCapBadge />
    </Stack>
  );
}
