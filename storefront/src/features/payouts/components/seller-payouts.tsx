import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { formatDate, formatPrice } from '../../../lib/format';
import { useConnectPayoutAccount, usePayoutAccount, useSellerBalance, type PayoutAccountStatus, type PayoutCountry } from '../api/payouts';
import { TaxDetailsForm } from './tax-details-form';

const COUNTRIES: PayoutCountry[] = ['LV', 'LT', 'EE'];

/**
 * The seller's side of the money (issue 18): what their sales hold until the events are over, what is theirs to be
 * paid, what was paid out, and the payout account at the payment provider that it is paid into.
 */
export function SellerPayouts() {
  const { t } = useTranslation();
  const balance = useSellerBalance();
  const account = usePayoutAccount();
  const figures = balance.data;
  return (
    <section aria-labelledby="payouts-title" className="mb-6 rounded-xl bg-surface p-4 md:p-5" data-testid="seller-payouts">
      <h2 id="payouts-title" className="mb-3 text-lg font-bold">
        {t('payouts.title')}
      </h2>
      {figures && (
        <dl className="mb-4 grid grid-cols-3 gap-2 sm:gap-3" data-testid="seller-balance">
          {(
            [
              ['pending', figures.pendingCents],
              ['available', figures.availableCents],
              ['paidOut', figures.paidOutCents],
            ] as const
          ).map(([name, cents]) => (
            <div key={name} className="rounded-lg bg-white p-2 sm:p-3">
              <dt className="text-xs text-muted sm:text-sm">{t(`payouts.${name}`)}</dt>
              <dd className="text-sm font-extrabold whitespace-nowrap min-[400px]:text-base sm:text-xl" data-testid={`balance-${name}`}>
                {formatPrice(cents / 100)}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {figures?.nextReleaseAt && (
        <p className="mb-3 text-sm text-muted" data-testid="next-release">
          {t('payouts.nextRelease', { date: formatDate(new Date(figures.nextReleaseAt)) })}
        </p>
      )}
      {figures && figures.reversedCents > 0 && (
        <p className="mb-3 text-sm text-muted" data-testid="balance-reversed">
          {t('payouts.reversed', { amount: formatPrice(figures.reversedCents / 100) })}
        </p>
      )}
      {figures && figures.owedBackCents > 0 && (
        <p className="mb-3 text-sm font-medium text-danger" data-testid="balance-owed-back">
          {t('payouts.owedBack', { amount: formatPrice(figures.owedBackCents / 100) })}
        </p>
      )}
      {balance.isError && (
        <p role="alert" className="mb-3 font-medium text-danger">
          {t('profile.loadFailed')}
        </p>
      )}
      {account.isError && (
        <p role="alert" className="font-medium text-danger">
          {(isApiError(account.error) && account.error.message) || t('profile.loadFailed')}
        </p>
      )}
      {account.data && <PayoutAccount status={account.data.status} />}
      <TaxDetailsForm />
    </section>
  );
}

const STATUS_LOOK: Record<PayoutAccountStatus, string> = {
  not_started: 'text-muted',
  pending: 'text-ink',
  active: 'text-success',
  restricted: 'text-danger',
};

function PayoutAccount({ status }: { status: PayoutAccountStatus }) {
  const { t } = useTranslation();
  const countryId = useId();
  const [country, setCountry] = useState<PayoutCountry>('LV');
  const connect = useConnectPayoutAccount();
  const start = () =>
    connect.mutate(country, {
      // The provider's onboarding page: it brings the seller back to this tab.
      onSuccess: ({ onboardingUrl }) => window.location.assign(onboardingUrl),
    });
  return (
    <div className="flex flex-col gap-3" data-testid="payout-account" data-status={status}>
      <p className={`font-semibold ${STATUS_LOOK[status]}`} data-testid="payout-account-status">
        {t(`payouts.account.${status}`)}
      </p>
      {status !== 'active' && <p className="text-sm text-muted">{t('payouts.account.why')}</p>}
      {status !== 'active' && (
        <div className="flex flex-wrap items-end gap-3">
          {status === 'not_started' && (
            <label htmlFor={countryId} className="flex flex-col gap-1 text-sm font-medium">
              {t('payouts.account.country')}
              <select id={countryId} value={country} onChange={(event) => setCountry(event.target.value as PayoutCountry)} className="rounded-lg border border-line bg-white px-3 py-2">
                {COUNTRIES.map((code) => (
                  <option key={code} value={code}>
                    {t(`payouts.countries.${code}`)}
                  </option>
                ))}
              </select>
            </label>
          )}
          <Button onClick={start} disabled={connect.isPending} data-testid="payout-account-connect">
            {connect.isPending ? t('checkout.redirecting') : t(`payouts.account.${status === 'not_started' ? 'start' : 'continue'}`)}
          </Button>
        </div>
      )}
      {connect.isError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {(isApiError(connect.error) && connect.error.message) || t('profile.loadFailed')}
        </p>
      )}
    </div>
  );
}
