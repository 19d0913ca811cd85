import { useTranslation } from 'react-i18next';
import { AboutContent } from '../../features/about/components/about-content';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('about.title'), t('about.intro'));
  return <AboutContent />;
}
