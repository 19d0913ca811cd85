import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { api, unwrap } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { useQueryParams } from '../../../lib/use-query-params';

/**
 * `/{lang}/newsletter/confirm?token=…`, the link of the double opt-in email. A token works once, so the request is
 * a query keyed by the token (sent once, even when React mounts the page twice), never retried.
 */
export function ConfirmSubscription() {
  const { t } = useTranslation();
  const language = useLanguage();
  const token = useQueryParams()[0].get('token') ?? '';
  useDocumentTitle(t('newsletter.confirm.title'));
  const confirmation = useQuery({
    queryKey: ['newsletter-confirmation', token],
    queryFn: () => unwrap(api.POST('/api/newsletter/confirmations', { body: { token } })),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const linkRefused = !token || (isApiError(confirmation.error) && confirmation.error.code === 'newsletter.confirmation_link_invalid');
  const failure = linkRefused ? t('newsletter.confirm.invalid') : confirmation.isError ? t('newsletter.confirm.failed') : null;
  return (
    <section className="max-w-xl" data-testid="confirm-newsletter">
      <h1 className="mb-4 text-3xl font-extrabold">{t('newsletter.confirm.title')}</h1>
      {token && confirmation.isPending && <Spinner label={t('common.loading')} />}
      {confirmation.isSuccess && (
        <p role="status" className="mb-6 rounded-lg bg-green-50 p-4 font-medium text-success">
          {t('newsletter.confirm.done')}
        </p>
      )}
      {failure && (
        <p role="alert" className="mb-6 rounded-lg bg-red-50 p-4 font-medium text-danger">
          {failure}
        </p>
      )}
      {(confirmation.isSuccess || failure) && <ButtonLink to={paths.events.getHref(language)}>{t('newsletter.confirm.browse')}</ButtonLink>}
    </section>
  );
}
