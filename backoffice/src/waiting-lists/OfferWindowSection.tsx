import { Box, Button, Card, CardContent, CardHeader, TextField } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useAdminApi } from '../dataProvider';

const QUERY_KEY = ['waiting-list-settings'];
const BOUNDS = { min: 5, max: 1440 };

/** The offer window: how long tickets offered from a waiting list stay held for that one fan. */
export function OfferWindowSection() {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: QUERY_KEY, queryFn: () => api.waitingListSettings() });
  const [typed, setTyped] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (offerWindowMinutes: number) => api.changeWaitingListSettings({ offerWindowMinutes }),
    onSuccess: (saved) => {
      queryClient.setQueryData(QUERY_KEY, saved);
      setTyped(null);
      notify('bte.waiting_lists.offer_window_saved', { type: 'success' });
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  if (!settings.data) return null;
  const value = typed ?? String(settings.data.offerWindowMinutes);
  const minutes = Number(value);
  const valid = Number.isInteger(minutes) && minutes >= BOUNDS.min && minutes <= BOUNDS.max;
  return (
    <Card component="section" aria-labelledby="waiting-list-offer-window" variant="outlined" sx={{ mt: 2 }} data-testid="offer-window">
      <CardHeader
        title={translate('bte.waiting_lists.offer_window')}
        subheader={translate('bte.waiting_lists.offer_window_help')}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: 'waiting-list-offer-window' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TextField
            label={translate('bte.waiting_lists.offer_window_minutes')}
            value={value}
            onChange={(event) => setTyped(event.target.value)}
            error={!valid}
            helperText={translate('bte.waiting_lists.offer_window_bounds', BOUNDS)}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <Button variant="contained" onClick={() => save.mutate(minutes)} disabled={!valid || save.isPending || minutes === settings.data.offerWindowMinutes} sx={{ mt: 1 }}>
            {translate('bte.waiting_lists.offer_window_save')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
