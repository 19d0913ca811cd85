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
import { sessionQueryKey } from '../../auth';

type Endpoint = '/api/auth/email-changes' | '/api/auth/email-change-reports';

/**
 * A page opened from an e-mail change's mail (`?token=…`): the token is sent once (a query keyed by it, never
 * retried), then the answer is said and the session is read again, since the change or its report may end it.
 */
function EmailLinkPage({ endpoint, title, testId }: { endpoint: Endpoint; title: string; testId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const token = useQueryParams()[0].get('token') ?? '';
  useDocumentTitle(title);
  const answer = useQuery({
    queryKey: [endpoint, token],
    queryFn: async () => {
      const result = await unwrap(api.POST(endpoint, { body: { token } }));
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      return result;
    },
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const failure = !token
    ? t('profile.confirmEmail.missing')
    : answer.isError
      ? isApiError(answer.error)
        ? (answer.error.fieldErrors.token ?? answer.error.message) || t('profile.loadFailed')
        : t('profile.loadFailed')
      : null;
  return (
    <section className="max-w-xl" data-testid={testId}>
      <h1 className="mb-4 text-3xl font-extrabold">{title}</h1>
      {token && answer.isPending && <Spinner label={t('common.loading')} />}
      {answer.data && (
        <>
          <p role="status" className="mb-6 rounded-lg bg-green-50 p-4 font-medium text-success">
            {answer.data.message}
          </p>
          <ButtonLink to={`${paths.home.getHref(language)}?tab=login`}>{t('auth.loginButton')}</ButtonLink>
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

/** `/{lang}/confirm-email-change?token=…`, the link sent to the new address. */
export function ConfirmEmailChange() {
  const { t } = useTranslation();
  return <EmailLinkPage endpoint="/api/auth/email-changes" title={t('profile.emailChange.confirmTitle')} testId="confirm-email-change" />;
}

/** `/{lang}/report-email-change?token=…`, the "this was not me" link sent to the old address. */
export function ReportEmailChange() {
  const { t } = useTranslation();
  return <EmailLinkPage endpoint="/api/auth/email-change-reports" title={t('profile.emailChange.reportTitle')} testId="report-email-change" />;
}
