import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Fewer characters than this do not explain a withdrawal to a seller (the API refuses them too). */
const MIN_REASON = 5;

/** Whether a typed reason is long enough to send. */
export const reasonReady = (reason: string) => reason.trim().length >= MIN_REASON;

/** The reason a seller reads in the withdrawal e-mail: the one field of the withdraw dialogs. */
export function WithdrawalReasonField({ value, onChange }: { value: string; onChange: (reason: string) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      // The dialog opens on a click and asks for one thing: focus goes to that field (the WAI-ARIA dialog
      // pattern). The rule is about focus stolen when a page loads, which this is not.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      fullWidth
      multiline
      minRows={3}
      margin="dense"
      label={translate('resources.tickets.fields.withdrawnReason')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={translate('bte.tickets.reason_min', { min: MIN_REASON })}
      slotProps={{ htmlInput: { maxLength: 1000 } }}
    />
  );
}
