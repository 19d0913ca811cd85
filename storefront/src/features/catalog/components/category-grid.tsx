import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { LanguageCode } from '../../../lib/language';
import { useCategories } from '../api/catalog';
import { CatalogPicture } from './catalog-picture';

/** The categories as cards, by priority (the API's order), each leading to its category page. */
export function CategoryGrid({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const categories = useCategories(language);

  if (categories.isPending) {
    return (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true" data-testid="categories-skeleton">
        {Array.from({ length: 9 }, (_, index) => (
          <li key={index} className="h-28 animate-pulse rounded-2xl border border-line bg-white motion-reduce:animate-none" />
        ))}
      </ul>
    );
  }
  if (categories.isError) {
    return (
      <p role="alert" className="rounded-2xl border border-danger/30 bg-white p-6 font-semibold text-danger" data-testid="categories-error">
        {t('catalog.categoriesError')}
      </p>
    );
  }
  if (categories.data.length === 0) return <p className="text-muted">{t('catalog.noCategories')}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="category-grid">
      {categories.data.map((category) => (
        <li key={category.id}>
          <Link
            to={paths.category.getHref(language, category.slug)}
            className="flex h-full min-h-28 flex-col overflow-hidden rounded-2xl border border-line bg-white text-ink no-underline transition-colors hover:border-brand hover:bg-brand-soft"
            data-testid="category-card"
          >
            {category.image && (
              <CatalogPicture
                image={category.image}
                sizes="(min-width: 1024px) 368px, (min-width: 640px) calc(50vw - 1.75rem), calc(100vw - 2rem)"
                alt=""
                className="aspect-[1200/630] h-auto w-full bg-slate-200 object-cover"
              />
            )}
            <span className="flex flex-col p-5">
              <span className="text-xl font-bold text-brand">{category.name}</span>
              {category.description && <span className="mt-1 text-sm text-muted">{category.description}</span>}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
