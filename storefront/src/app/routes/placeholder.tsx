import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';

type PageTitleKey = 'pages.events' | 'pages.tickets' | 'pages.aboutUs' | 'pages.contact' | 'pages.privacyPolicy';

/** A page whose feature has not arrived yet: its translated title and a short note. */
export function PlaceholderRoute({ titleKey }: { titleKey: PageTitleKey }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  useDocumentTitle(title);
  return (
    <section className="page">
      <h1>{title}</h1>
      <p className="muted">{t('pages.comingSoon')}</p>
    </section>
  );
}
