import { Box, Button, Card, CardContent, CardHeader, TextField } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useAdminApi } from '../dataProvider';

const QUERY_KEY = ['payout-settings'];
const BOUNDS = { min: 24, max: 336 };

/** The claim window: how long after an event starts its buyers may claim, and its sellers wait to be paid. */
export function ClaimWindowSection() {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: QUERY_KEY, queryFn: () => api.payoutSettings() });
  const [typed, setTyped] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (claimWindowHours: number) => api.changePayoutSettings({ claimWindowHours }),
    onSuccess: (saved) => {
      queryClient.setQueryData(QUERY_KEY, saved);
      setTyped(null);
      notify('bte.checkout_settings.claim_window_saved', { type: 'success' });
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  if (!settings.data) return null;
  const value = typed ?? String(settings.data.claimWindowHours);
  const hours = Number(value);
  const valid = Number.isInteger(hours) && hours >= BOUNDS.min && hours <= BOUNDS.max;
  return (
    <Card component="section" aria-labelledby="checkout-claim-window" variant="outlined" sx={{ mt: 2 }}>
      <CardHeader
        title={translate('bte.checkout_settings.claim_window')}
        subheader={translate('bte.checkout_settings.claim_window_help')}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: 'checkout-claim-window' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TextField
            label={translate('bte.checkout_settings.claim_window_hours')}
            value={value}
            onChange={(event) => setTyped(event.target.value)}
            error={!valid}
            helperText={translate('bte.checkout_settings.claim_window_bounds', BOUNDS)}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <Button variant="contained" onClick={() => save.mutate(hours)} disabled={!valid || save.isPending || hours === settings.data.claimWindowHours} sx={{ mt: 1 }}>
            {translate('bte.checkout_settings.claim_window_save')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
