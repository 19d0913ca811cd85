import { Card, CardContent, Grid, Stack, TextField as DayInput, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useAdminApi } from '../dataProvider';
import { formatDate, formatMoney } from '../shared/format';

function Figure({ label, cents, note }: { label: string; cents: number | null; note?: string }) {
  const [language] = useLocaleState();
  const translate = useTranslate();
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            {translate(label)}
          </Typography>
          <Typography variant="h6" component="p">
            {cents === null ? '–' : formatMoney(cents, language)}
          </Typography>
          {note && (
            <Typography variant="caption" color="text.secondary">
              {note}
            </Typography>
          )}
        </CardContent>
      </Card>
    </Grid>
  );
}

/** Every account of the books, now (with the provider's own figure) or at the end of a day staff choose. */
export function LedgerBalances() {
  const api = useAdminApi();
  const translate = useTranslate();
  const [language] = useLocaleState();
  const [date, setDate] = useState('');
  const { data, error } = useQuery({ queryKey: ['ledger-balances', date], queryFn: () => api.ledgerBalances(date || undefined) });
  const reported =
    data && data.providerReportedCents !== null
      ? data.providerReportedCents === data.providerBalanceCents
        ? translate('bte.ledger.provider_agrees')
        : translate('bte.ledger.provider_differs', { amount: formatMoney(data.providerReportedCents, language) })
      : undefined;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="h6" component="h2">
          {translate('bte.ledger.balances')}
        </Typography>
        <DayInput
          type="date"
          size="small"
          label={translate('bte.ledger.as_of')}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: { sm: 260 } }}
          helperText={data ? translate('bte.ledger.as_of_help', { when: formatDate(data.asOf, language, true) }) : ' '}
        />
      </Stack>
      {error && <Typography color="error">{(error as Error).message}</Typography>}
      {data && (
        <>
          <Grid container spacing={2}>
            <Figure label="bte.ledger.provider_balance" cents={data.providerBalanceCents} note={reported} />
            <Figure label="bte.ledger.buyer_payments_held" cents={data.buyerPaymentsHeldCents} />
            <Figure label="bte.ledger.seller_payable" cents={data.sellerPayableCents} note={translate('bte.ledger.sellers', { smart_count: data.sellerCount })} />
            <Figure label="bte.ledger.platform_fees" cents={data.platformFeesCents} />
            <Figure label="bte.ledger.disputed_funds" cents={data.disputedFundsCents} />
            <Figure label="bte.ledger.provider_fees" cents={data.providerFeesCents} />
            <Figure label="bte.ledger.refunds" cents={data.refundsCents} />
          </Grid>
          {data.sellers.length > 0 && (
            <Card variant="outlined">
              <CardContent>
                <Typography variant="subtitle1" component="h3">
                  {translate('bte.ledger.payable_per_seller')}
                </Typography>
                {data.sellers.map((seller) => (
                  <Stack key={seller.sellerId} direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
                    <Typography variant="body2">
                      {seller.name} {seller.email ? `(${seller.email})` : ''}
                    </Typography>
                    <Typography variant="body2">{formatMoney(seller.payableCents, language)}</Typography>
                  </Stack>
                ))}
              </CardContent>
            </Card>
          )}
        </>
      )}
    </Stack>
  );
}
