import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button-link';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';

export function NotFoundRoute() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('notFound.title'));
  return (
    <section className="page not-found" data-testid="not-found">
      <p className="status-code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p className="muted">{t('notFound.text')}</p>
      <ButtonLink to={paths.home.getHref(language)}>{t('notFound.backHome')}</ButtonLink>
    </section>
  );
}
