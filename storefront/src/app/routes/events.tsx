import { useTranslation } from 'react-i18next';
import { CategoryGrid } from '../../features/catalog/components/category-grid';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';

export function Component() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('catalog.eventsTitle'), t('seo.eventsDescription'));
  return (
    <>
      <header className="mb-8 max-w-3xl">
        <h1 className="mb-3 text-4xl font-extrabold">{t('catalog.eventsTitle')}</h1>
        <p className="text-lg text-muted">{t('catalog.eventsIntro')}</p>
      </header>
      <CategoryGrid language={language} />
    </>
  );
}
