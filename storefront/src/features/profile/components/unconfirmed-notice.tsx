import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { Button } from '../../../components/ui/button';
import { useResendConfirmation } from '../api/profile';

/** Why an unconfirmed person cannot sell or buy yet, and a way to get a new confirmation link. */
export function UnconfirmedNotice() {
  const { t } = useTranslation();
  const resend = useResendConfirmation();
  return (
    <section aria-label={t('profile.unconfirmed.title')} data-testid="unconfirmed-notice" className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 p-4">
      <h2 className="mb-1 font-bold text-ink">{t('profile.unconfirmed.title')}</h2>
      <p className="mb-3 text-ink">{t('profile.unconfirmed.body')}</p>
      <Button variant="secondary" disabled={resend.isPending || resend.isSuccess} onClick={() => resend.mutate()}>
        {resend.isPending ? t('common.sending') : t('profile.unconfirmed.resend')}
      </Button>
      {resend.isSuccess && (
        <p role="status" className="mt-3 font-medium text-success">
          {resend.data.message}
        </p>
      )}
      {resend.isError && (
        <p role="alert" className="mt-3 font-medium text-danger">
          {isApiError(resend.error) && resend.error.message ? resend.error.message : t('common.tryAgain')}
        </p>
      )}
    </section>
  );
}
