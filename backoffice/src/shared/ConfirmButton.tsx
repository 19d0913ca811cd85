import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { TextButton } from './TextButton';

export interface ConfirmButtonProps {
  /** The button's text (a translation key), also the dialog's title unless `title` is given. */
  label: string;
  /** The button's accessible name when its text alone is ambiguous in a list ("Delete ann@example.lv"). */
  ariaLabel?: string;
  icon?: ReactNode;
  color?: 'primary' | 'error' | 'inherit';
  /** The confirming button's colour when it differs from the opening button's (a refund is red, a release is not). */
  confirmColor?: 'primary' | 'error';
  variant?: 'text' | 'contained' | 'outlined';
  disabled?: boolean;
  /** Dialog title and question (translation keys), translated with `translateOptions`. */
  title?: string;
  content?: string;
  translateOptions?: Record<string, unknown>;
  /** The dialog's buttons name what they do: "Cancel event" and "Keep event", never "Confirm" and "Cancel". */
  confirmLabel: string;
  keepLabel: string;
  /** Fields the action needs (a reason, a day); `ready` false keeps the confirming button disabled. */
  children?: ReactNode;
  ready?: boolean;
  /** Called when the dialog opens: work out what the question needs (how many records are affected). */
  onOpen?: () => void;
  /** Does the work; a rejection is shown as an error notice and the dialog stays open. */
  action: () => Promise<unknown>;
  /** The notice after success (a translation key) and its arguments; leave it out when the action gives its own. */
  success?: string;
  successArgs?: Record<string, unknown>;
  afterSuccess?: () => void;
}

/**
 * Every "ask, then call the API" button of the back-office: a button that opens a dialog naming the consequence,
 * whose two buttons name their actions, that stays open while the call runs and reports the outcome as a notice.
 */
export function ConfirmButton(props: ConfirmButtonProps) {
  const { label, ariaLabel, icon, color = 'primary', confirmColor, variant, disabled, title, content, translateOptions, confirmLabel, keepLabel, children, ready = true, onOpen, action, success, successArgs, afterSuccess } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const titleId = `confirm-${label.replace(/[^a-z0-9]+/gi, '-')}`;

  const start = (event: MouseEvent) => {
    event.stopPropagation(); // a row click underneath would open the record
    onOpen?.();
    setOpen(true);
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await action();
      setOpen(false);
      if (success) notify(success, { type: 'success', messageArgs: successArgs });
      afterSuccess?.();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <TextButton label={label} aria-label={ariaLabel} onClick={start} startIcon={icon} color={color} variant={variant} disabled={disabled} />
      <Dialog open={open} onClose={() => !busy && setOpen(false)} fullWidth maxWidth="sm" aria-labelledby={titleId} onClick={(event) => event.stopPropagation()}>
        <DialogTitle id={titleId}>{translate(title ?? label, translateOptions)}</DialogTitle>
        <DialogContent>
          {content && <DialogContentText>{translate(content, translateOptions)}</DialogContentText>}
          {children}
        </DialogContent>
        <DialogActions>
          <TextButton label={keepLabel} onClick={() => setOpen(false)} disabled={busy} />
          <TextButton label={confirmLabel} onClick={() => void confirm()} disabled={busy || !ready} variant="contained" color={confirmColor ?? (color === 'inherit' ? 'primary' : color)} />
        </DialogActions>
      </Dialog>
    </>
  );
}
