import { useTranslation } from 'react-i18next';
import { PrivacyPolicy } from '../../features/privacy/components/privacy-policy';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';

export function Component() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('pages.privacyPolicy'), t('seo.privacyDescription'));
  return <PrivacyPolicy language={language} />;
}
