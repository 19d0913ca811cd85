import { Box, Button, Card, CardContent, CardHeader, TextField } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';

/**
 * One whole-number staff setting in a card of its own (the claim window in hours, the offer window in minutes):
 * read, typed, checked against its bounds, saved, and the save told. `texts` is the prefix of its translations:
 * `<texts>` (title), `_help`, `_unit`, `_bounds`, `_save` and `_saved`.
 */
export function WholeNumberSetting(props: {
  id: string;
  texts: string;
  bounds: { min: number; max: number };
  read: () => Promise<number>;
  write: (value: number) => Promise<number>;
}) {
  const { id, texts, bounds } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const setting = useQuery({ queryKey: ['setting', id], queryFn: props.read });
  const [typed, setTyped] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: props.write,
    onSuccess: (saved) => {
      queryClient.setQueryData(['setting', id], saved);
      setTyped(null);
      notify(`${texts}_saved`, { type: 'success' });
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  if (setting.data === undefined) return null;
  const value = typed ?? String(setting.data);
  const number = Number(value);
  const valid = Number.isInteger(number) && number >= bounds.min && number <= bounds.max;
  return (
    <Card component="section" aria-labelledby={id} variant="outlined" sx={{ mt: 2 }} data-testid={id}>
      <CardHeader title={translate(texts)} subheader={translate(`${texts}_help`)} slotProps={{ title: { component: 'h2', variant: 'h6', id } }} />
      <CardContent sx={{ pt: 0 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TextField
            label={translate(`${texts}_unit`)}
            value={value}
            onChange={(event) => setTyped(event.target.value)}
            error={!valid}
            helperText={translate(`${texts}_bounds`, bounds)}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <Button variant="contained" onClick={() => save.mutate(number)} disabled={!valid || save.isPending || number === setting.data} sx={{ mt: 1 }}>
            {translate(`${texts}_save`)}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
