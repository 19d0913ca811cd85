import { useParams } from 'react-router-dom';
import { CategoryPage } from '../../features/catalog/components/category-page';
import { useLanguage } from '../../lib/use-language';

export function Component() {
  const language = useLanguage();
  const { category = '' } = useParams();
  return <CategoryPage key={category} language={language} slug={category} />;
}
