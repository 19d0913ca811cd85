import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field, inputClasses } from '../../../components/ui/field';
import { isApiError } from '../../../lib/api-error';
import { formatPrice } from '../../../lib/format';
import { useSaveTaxDetails, useTaxDetails, type TaxDetails } from '../api/payouts';

const FIELDS = ['firstName', 'lastName', 'taxId', 'taxCountry', 'street', 'city', 'postalCode', 'country', 'birthDate'] as const;
const EMPTY: TaxDetails = { firstName: '', lastName: '', taxId: '', taxCountry: 'LV', street: '', city: '', postalCode: '', country: 'LV', birthDate: '' };

/**
 * DAC7 (issue 18): a seller who reached 30 sales or more than €2,000 this year gives the details the tax report
 * needs; their payouts wait until then. Shown only when they are required, or once given (as a short note).
 */
export function TaxDetailsForm() {
  const { t } = useTranslation();
  const status = useTaxDetails();
  const save = useSaveTaxDetails();
  const [details, setDetails] = useState<TaxDetails>(EMPTY);
  if (!status.data || (!status.data.required && !status.data.details)) return null;
  if (status.data.details && !status.data.required) {
    return (
      <p className="mt-4 text-sm text-success" data-testid="tax-details-given">
        {t('payouts.tax.given')}
      </p>
    );
  }
  const fieldErrors = isApiError(save.error) ? save.error.fieldErrors : {};
  const failure = isApiError(save.error) && Object.keys(save.error.fieldErrors).length === 0 ? save.error.message : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(details);
  };
  return (
    <form onSubmit={submit} className="mt-4 flex flex-col gap-3 rounded-lg bg-white p-3 sm:p-4" aria-labelledby="tax-details-title" data-testid="tax-details-form" noValidate>
      <h3 id="tax-details-title" className="font-bold">
        {t('payouts.tax.title')}
      </h3>
      <p className="text-sm text-muted">{t('payouts.tax.why', { sales: status.data.sales, amount: formatPrice(status.data.considerationCents / 100), year: status.data.year })}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map((name) => (
          <Field key={name} label={t(`payouts.tax.${name}`)} error={fieldErrors[name]}>
            {(control) => (
              <input
                {...control}
                type={name === 'birthDate' ? 'date' : 'text'}
                className={inputClasses}
                value={details[name]}
                autoComplete={{ firstName: 'given-name', lastName: 'family-name', street: 'address-line1', city: 'address-level2', postalCode: 'postal-code', country: 'country', birthDate: 'bday' }[name as string] ?? 'off'}
                onChange={(event) => setDetails({ ...details, [name]: event.target.value })}
              />
            )}
          </Field>
        ))}
      </div>
      {failure && (
        <p role="alert" className="text-sm font-medium text-danger">
          {failure}
        </p>
      )}
      <Button type="submit" disabled={save.isPending} data-testid="tax-details-save">
        {t('payouts.tax.save')}
      </Button>
    </form>
  );
}
