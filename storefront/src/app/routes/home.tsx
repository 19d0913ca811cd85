import { HowItWorks } from '../../features/home/components/how-it-works';
import { Hero } from '../../features/home/components/hero';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';

export function Component() {
  const language = useLanguage();
  useDocumentTitle();
  return (
    <>
      <Hero language={language} />
      <HowItWorks />
    </>
  );
}
