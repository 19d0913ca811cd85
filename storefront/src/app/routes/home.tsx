import { useTranslation } from 'react-i18next';
import { HowItWorks } from '../../features/home/components/how-it-works';
import { Hero } from '../../features/home/components/hero';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';

export function Component() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('home.headline'), t('home.subtitle'));
  return (
    <>
      <Hero language={language} />
      <HowItWorks />
    </>
  );
}
