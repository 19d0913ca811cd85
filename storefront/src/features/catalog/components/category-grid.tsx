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
            className="flex h-full min-h-28 items-start gap-4 rounded-2xl border border-line bg-white p-5 text-ink no-underline transition-colors hover:border-brand hover:bg-brand-soft"
            data-testid="category-card"
          >
            {/* Beside the name, not above it: a row with one picture and two without stays the same height. */}
            {category.image && (
              <CatalogPicture image={category.image} sizes="96px" alt="" className="aspect-[4/3] h-auto w-24 shrink-0 rounded-lg bg-slate-200 object-cover" />
            )}
            <span className="flex min-w-0 flex-col">
              <span className="text-xl font-bold text-brand">{category.name}</span>
              {category.description && <span className="mt-1 text-sm text-muted">{category.description}</span>}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
