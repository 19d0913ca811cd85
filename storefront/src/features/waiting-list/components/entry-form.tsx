import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field, inputClasses } from '../../../components/ui/field';
import { isApiError } from '../../../lib/api-error';
import { euroString } from '../api/waiting-list';

/** What a person asks of a waiting list: how many tickets, the most they pay for one (all-in), whether fewer will do. */
interface EntryWish {
  quantity: number;
  maxPricePerTicket: string;
  acceptsFewer: boolean;
}

interface EntryFormProps {
  maxQuantity: number;
  initial?: { quantity: number; maxPricePerTicketCents: number; acceptsFewer: boolean };
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The API's refusal of the last attempt, if any. */
  error: unknown;
  onSubmit: (wish: EntryWish) => void;
  onCancel?: () => void;
  testId: string;
}

/** The waiting list's form, for joining and for changing an entry: quantity 1..limit, a maximum price, "fewer will do". */
export function EntryForm({ maxQuantity, initial, submitLabel, pendingLabel, pending, error, onSubmit, onCancel, testId }: EntryFormProps) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState(initial?.quantity ?? 1);
  const [price, setPrice] = useState(initial ? (initial.maxPricePerTicketCents / 100).toFixed(2) : '');
  const [acceptsFewer, setAcceptsFewer] = useState(initial?.acceptsFewer ?? false);
  const [submitted, setSubmitted] = useState(false);
  const fewerId = useId();
  const amount = euroString(price);
  const priceError = submitted && amount === null ? t('waitingList.priceInvalid') : undefined;
  const serverError = isApiError(error) ? error.fieldErrors.maxPricePerTicket ?? error.fieldErrors.quantity ?? error.message : error ? t('common.tryAgain') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (amount === null) return;
    onSubmit({ quantity, maxPricePerTicket: amount, acceptsFewer });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid={testId}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('waitingList.quantity')}>
          {(control) => (
            <select {...control} value={quantity} onChange={(event) => setQuantity(Number(event.target.value))} className={inputClasses} data-testid="waiting-quantity">
              {Array.from({ length: Math.max(1, maxQuantity) }, (_, index) => index + 1).map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('waitingList.maxPrice')} hint={t('waitingList.maxPriceHint')} error={priceError}>
          {(control) => (
            <input
              {...control}
              value={price}
              onChange={(event) => setPrice(event.target.value)}
              inputMode="decimal"
              autoComplete="off"
              className={inputClasses}
              data-testid="waiting-max-price"
            />
          )}
        </Field>
      </div>
      <div className="flex items-start gap-2 text-sm">
        <input
          id={fewerId}
          type="checkbox"
          checked={acceptsFewer}
          onChange={(event) => setAcceptsFewer(event.target.checked)}
          aria-describedby={`${fewerId}-hint`}
          className="mt-0.5 size-4"
          data-testid="waiting-accepts-fewer"
        />
        <div>
          <label htmlFor={fewerId} className="font-medium">
            {t('waitingList.acceptsFewer')}
          </label>
          <p id={`${fewerId}-hint`} className="text-muted">
            {t('waitingList.acceptsFewerHint')}
          </p>
        </div>
      </div>
      {serverError && (
        <p role="alert" className="rounded-lg border border-danger/30 bg-red-50 p-3 text-sm font-medium text-danger" data-testid="waiting-error">
          {serverError}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={pending}>
            {t('waitingList.cancel')}
          </Button>
        )}
        <Button type="submit" disabled={pending} data-testid="waiting-submit">
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
