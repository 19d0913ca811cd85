import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button-link';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';

export function NotFoundRoute() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('notFound.title'), t('notFound.text'), { status: 404 });
  return (
    <section className="max-w-3xl" data-testid="not-found">
      <p className="text-6xl leading-none font-extrabold text-line" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 mb-3 text-4xl font-extrabold">{t('notFound.title')}</h1>
      <p className="mb-6 text-muted">{t('notFound.text')}</p>
      <ButtonLink to={paths.home.getHref(language)}>{t('notFound.backHome')}</ButtonLink>
    </section>
  );
}
