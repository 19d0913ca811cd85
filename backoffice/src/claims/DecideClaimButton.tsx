import GavelIcon from '@mui/icons-material/Gavel';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useAdminApi } from '../dataProvider';
import { formatMoney } from '../shared/format';
import { TextButton } from '../shared/TextButton';

type Choice = 'release' | 'part' | 'full';

/** "30", "30,5", "30.50" → 3050; anything else → null. Staff enter euros, never cents. */
function centsOfEuros(text: string): number | null {
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Staff decide an open claim: all to the seller, part of the tickets' price back to the buyer, or everything back. */
export function DecideClaimButton() {
  const record = useRecordContext<{ id: string; status: string; ticketTitle: string; ticketsCents: number; totalCents: number }>();
  const [language] = useLocaleState();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const api = useAdminApi();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<Choice>('release');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  if (!record || record.status !== 'open') return null;

  const part = centsOfEuros(amount);
  const partValid = part !== null && part > 0 && part < record.ticketsCents;
  const refundCents = choice === 'release' ? 0 : choice === 'full' ? record.totalCents : part;
  const money = (cents: number) => formatMoney(cents, language);
  const confirmLabel =
    choice === 'release' ? translate('bte.claims.confirm_release') : translate('bte.claims.confirm_refund', { amount: money(refundCents ?? 0) });

  const decide = async () => {
    if (refundCents === null) return;
    setBusy(true);
    try {
      await api.decideClaim(record.id, { refundCents, ...(note.trim() ? { note: note.trim() } : {}) });
      notify(choice === 'release' ? 'bte.claims.decided_release' : 'bte.claims.decided_refund', { type: 'success' });
      setOpen(false);
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <TextButton label="bte.claims.decide" onClick={() => setOpen(true)} startIcon={<GavelIcon />} variant="contained" />
      <Dialog open={open} onClose={() => !busy && setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="decide-title">
        <DialogTitle id="decide-title">{translate('bte.claims.decide_title', { title: record.ticketTitle })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('bte.claims.decide_help')}</DialogContentText>
          <RadioGroup value={choice} onChange={(event) => setChoice(event.target.value as Choice)} aria-label={translate('bte.claims.decide')}>
            <FormControlLabel value="release" control={<Radio />} label={translate('bte.claims.choice_release')} />
            <FormControlLabel value="part" control={<Radio />} label={translate('bte.claims.choice_part', { max: money(record.ticketsCents - 1) })} />
            <FormControlLabel value="full" control={<Radio />} label={translate('bte.claims.choice_full', { total: money(record.totalCents) })} />
          </RadioGroup>
          {choice === 'part' && (
            <TextField
              fullWidth
              margin="dense"
              label={translate('bte.claims.amount')}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              error={amount !== '' && !partValid}
              helperText={translate('bte.claims.amount_help', { max: money(record.ticketsCents - 1) })}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          )}
          <TextField
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label={translate('bte.claims.note')}
            helperText={translate('bte.claims.note_help')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </DialogContent>
        <DialogActions>
          <TextButton label="bte.claims.keep_open" onClick={() => setOpen(false)} disabled={busy} />
          <TextButton label={confirmLabel} onClick={() => void decide()} disabled={busy || (choice === 'part' && !partValid)} variant="contained" color={choice === 'release' ? 'primary' : 'error'} />
        </DialogActions>
      </Dialog>
    </>
  );
}
