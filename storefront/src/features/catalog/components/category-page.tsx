import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import type { LanguageCode } from '../../../lib/language';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { TicketFiltersBar, useTicketFilters } from '../../filters';
import { TicketList } from '../../tickets';
import { useCategory, useCategoryEvents } from '../api/catalog';
import { previewImage } from '../images';
import { categoryStructuredData } from '../structured-data';
import { CatalogPicture } from './catalog-picture';
import { EventList } from './event-list';

export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="mb-4 inline-flex items-center gap-1 font-medium" data-testid="back-link">
      <span aria-hidden="true">←</span> {children}
    </Link>
  );
}

/** Spec section 2: back link, title, search, date range, the category's events and its tickets from fans. */
export function CategoryPage({ language, slug }: { language: LanguageCode; slug: string }) {
  const { t } = useTranslation();
  const category = useCategory(language, slug);
  const { filters, setFilters } = useTicketFilters();
  const events = useCategoryEvents(slug, filters);
  const eventsHeadingId = useId();
  const ticketsHeadingId = useId();
  const notFound = category.isError && isApiError(category.error) && category.error.status === 404;
  useDocumentTitle(
    category.data?.name ?? (notFound ? t('catalog.categoryNotFound') : t('catalog.eventsTitle')),
    category.data ? `${t('seo.categoryDescription', { category: category.data.name })} ${category.data.description ?? ''}` : undefined,
    notFound
      ? { status: 404 }
      : {
          image: category.data ? previewImage(language, slug, category.data.image) : undefined,
          structuredData: categoryStructuredData(language, slug, category.data, events.data, { home: t('nav.home'), events: t('nav.events') }),
        },
  );

  if (notFound) {
    return (
      <section data-testid="category-not-found">
        <BackLink to={paths.events.getHref(language)}>{t('catalog.backToEvents')}</BackLink>
        <h1 className="text-4xl font-extrabold">{t('catalog.categoryNotFound')}</h1>
      </section>
    );
  }

  return (
    <>
      <BackLink to={paths.events.getHref(language)}>{t('catalog.backToEvents')}</BackLink>
      <header className="mb-6">
        {category.data ? (
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <h1 className="text-3xl font-extrabold break-words sm:text-4xl" data-testid="category-title">
                {category.data.name}
              </h1>
              {category.data.description && <p className="mt-2 text-lg text-muted">{category.data.description}</p>}
            </div>
            {/* Decorative: the heading beside it names the category. */}
            {category.data.image && (
              <CatalogPicture
                image={category.data.image}
                sizes="(min-width: 640px) 288px, calc(100vw - 2rem)"
                alt=""
                priority
                className="aspect-[21/9] h-auto w-full shrink-0 rounded-2xl bg-slate-200 object-cover sm:aspect-[1200/630] sm:w-72"
              />
            )}
          </div>
        ) : category.isError ? (
          <p role="alert" className="font-semibold text-danger">
            {t('catalog.categoriesError')}
          </p>
        ) : (
          <div aria-hidden="true" className="h-[4.75rem] max-w-md animate-pulse rounded-lg bg-slate-200/70 motion-reduce:animate-none" />
        )}
      </header>
      <TicketFiltersBar filters={filters} onChange={setFilters} />
      <section aria-labelledby={eventsHeadingId} className="mb-10">
        <h2 id={eventsHeadingId} className="mb-3 text-2xl font-bold">
          {t('catalog.eventsHeading')}
        </h2>
        <EventList language={language} slug={slug} filters={filters} />
      </section>
      <section aria-labelledby={ticketsHeadingId}>
        <h2 id={ticketsHeadingId} className="mb-1 text-2xl font-bold">
          {t('tickets.listHeading')}
        </h2>
        <TicketList scope={{ category: slug }} filters={filters} headingId={ticketsHeadingId} />
      </section>
    </>
  );
}
