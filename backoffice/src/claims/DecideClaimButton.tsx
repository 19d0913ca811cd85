import GavelIcon from '@mui/icons-material/Gavel';
import { FormControlLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useAdminApi } from '../dataProvider';
import { ConfirmButton } from '../shared/ConfirmButton';
import { centsOfEuros, formatMoney } from '../shared/format';

type Choice = 'release' | 'part' | 'full';

/** Staff decide an open claim: all to the seller, part of the tickets' price back to the buyer, or everything back. */
export function DecideClaimButton() {
  const record = useRecordContext<{ id: string; status: string; ticketTitle: string; ticketsCents: number; totalCents: number }>();
  const [language] = useLocaleState();
  const translate = useTranslate();
  const refresh = useRefresh();
  const api = useAdminApi();
  const [choice, setChoice] = useState<Choice>('release');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  if (!record || record.status !== 'open') return null;

  const part = centsOfEuros(amount);
  const partValid = part !== null && part > 0 && part < record.ticketsCents;
  const refundCents = choice === 'release' ? 0 : choice === 'full' ? record.totalCents : part;
  const money = (cents: number) => formatMoney(cents, language);
  const confirmLabel =
    choice === 'release' ? translate('bte.claims.confirm_release') : translate('bte.claims.confirm_refund', { amount: money(refundCents ?? 0) });

  return (
    <ConfirmButton
      label="bte.claims.decide"
      icon={<GavelIcon />}
      variant="contained"
      title="bte.claims.decide_title"
      translateOptions={{ title: record.ticketTitle }}
      content="bte.claims.decide_help"
      confirmLabel={confirmLabel}
      confirmColor={choice === 'release' ? 'primary' : 'error'}
      keepLabel="bte.claims.keep_open"
      ready={refundCents !== null && (choice !== 'part' || partValid)}
      action={() => api.decideClaim(record.id, { refundCents: refundCents ?? 0, ...(note.trim() ? { note: note.trim() } : {}) })}
      success={choice === 'release' ? 'bte.claims.decided_release' : 'bte.claims.decided_refund'}
      afterSuccess={refresh}
    >
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
    </ConfirmButton>
  );
}
