import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';

export type PlaceholderTitleKey = 'pages.events' | 'pages.tickets' | 'pages.profile';

/** A page whose feature comes with storefront part 2: its translated title and a short note. */
export function PlaceholderPage({ titleKey }: { titleKey: PlaceholderTitleKey }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  useDocumentTitle(title);
  return (
    <section className="max-w-3xl">
      <h1 className="mb-3 text-4xl font-extrabold">{title}</h1>
      <p className="text-muted">{t('pages.comingSoon')}</p>
    </section>
  );
}
