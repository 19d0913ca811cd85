import { Hero } from '../../features/home/components/hero';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';

export function HomeRoute() {
  const language = useLanguage();
  useDocumentTitle();
  return <Hero language={language} />;
}
