import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { api, unwrap } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { useQueryParams } from '../../../lib/use-query-params';
import { sessionQueryKey, useCurrentUser } from '../../auth';

/**
 * `/{lang}/confirm-email?token=…`, the link of the confirmation email. A token works once, so the request is a
 * query keyed by the token (sent once, even when React mounts the page twice), never retried.
 */
export function ConfirmEmail() {
  const { t } = useTranslation();
  const language = useLanguage();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const token = useQueryParams()[0].get('token') ?? '';
  useDocumentTitle(t('profile.confirmEmail.title'));
  const confirmation = useQuery({
    queryKey: ['email-confirmation', token],
    queryFn: async () => {
      const answer = await unwrap(api.POST('/api/auth/email-confirmations', { body: { token } }));
      // A signed-in person may now sell and buy: read the profile again.
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      return answer;
    },
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const failure = !token
    ? t('profile.confirmEmail.missing')
    : confirmation.isError
      ? isApiError(confirmation.error)
        ? (confirmation.error.fieldErrors.token ?? confirmation.error.message) || t('profile.loadFailed')
        : t('profile.loadFailed')
      : null;
  return (
    <section className="max-w-xl" data-testid="confirm-email">
      <h1 className="mb-4 text-3xl font-extrabold">{t('profile.confirmEmail.title')}</h1>
      {token && confirmation.isPending && <Spinner label={t('common.loading')} />}
      {confirmation.data && (
        <>
          <p role="status" className="mb-6 rounded-lg bg-green-50 p-4 font-medium text-success">
            {confirmation.data.message}
          </p>
          {user ? (
            <ButtonLink to={paths.profile.getHref(language, user.id, 'tickets')}>{t('auth.myTickets')}</ButtonLink>
          ) : (
            <ButtonLink to={`${paths.home.getHref(language)}?tab=login`}>{t('auth.loginButton')}</ButtonLink>
          )}
        </>
      )}
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-danger">
          {failure}
        </p>
      )}
    </section>
  );
}
