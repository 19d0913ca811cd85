import { useTranslation } from 'react-i18next';
import { TermsOfUse } from '../../features/terms/components/terms-of-use';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';

export function Component() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('pages.termsOfUse'), t('seo.termsDescription'));
  return <TermsOfUse language={language} />;
}
