import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { useQueryParams } from '../../../lib/use-query-params';
import { useLeaveByToken } from '../api/waiting-list';

/**
 * `/{lang}/waiting-list/leave?token=…`, the link in every waiting-list e-mail: opening it leaves the list (no sign-in;
 * the token is signed), then says which event's list was left. A bad or used token is explained.
 */
export function LeavePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const token = useQueryParams()[0].get('token') ?? '';
  const answer = useLeaveByToken(token);
  useDocumentTitle(t('waitingList.leavePageTitle'));
  const failure = !token
    ? t('waitingList.leaveNoToken')
    : answer.isError
      ? isApiError(answer.error) && answer.error.status >= 400 && answer.error.status < 500
        ? answer.error.fieldErrors.token ?? (answer.error.message || t('waitingList.leaveBadToken'))
        : t('profile.loadFailed')
      : null;
  return (
    <section className="max-w-xl" data-testid="waiting-leave-page">
      <h1 className="mb-4 text-3xl font-extrabold">{t('waitingList.leavePageTitle')}</h1>
      {token && answer.isPending && <Spinner label={t('common.loading')} />}
      {answer.data && (
        <p role="status" className="mb-6 rounded-lg bg-green-50 p-4 font-medium text-success" data-testid="waiting-leave-done">
          {t('waitingList.leaveDone', { title: answer.data.eventTitle })}
        </p>
      )}
      {failure && (
        <p role="alert" className="mb-6 rounded-lg bg-red-50 p-4 font-medium text-danger" data-testid="waiting-leave-failed">
          {failure}
        </p>
      )}
      {(answer.data || failure) && (
        <ButtonLink to={paths.events.getHref(language)} variant="secondary">
          {t('waitingList.toEvents')}
        </ButtonLink>
      )}
    </section>
  );
}
