import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { LanguageCode } from '../../../lib/language';
import type { TicketFilters } from '../../filters';
import { useCategory, useCategoryEvents } from '../api/catalog';
import { CatalogPicture } from './catalog-picture';

/** The category's coming events that match the page's filters, each leading to its detail page. */
export function EventList({ language, slug, filters }: { language: LanguageCode; slug: string; filters: TicketFilters }) {
  const { t } = useTranslation();
  const events = useCategoryEvents(slug, filters);
  const categoryImage = useCategory(language, slug).data?.image;

  if (events.isPending) {
    return (
      <ul className="grid gap-3 sm:grid-cols-2" aria-hidden="true">
        {Array.from({ length: 4 }, (_, index) => (
          <li key={index} className="h-20 animate-pulse rounded-xl border border-line bg-white motion-reduce:animate-none" />
        ))}
      </ul>
    );
  }
  if (events.isError) {
    return (
      <p role="alert" className="font-semibold text-danger" data-testid="events-error">
        {t('catalog.eventsError')}
      </p>
    );
  }
  const { items, total } = events.data;
  if (items.length === 0) {
    const filtered = Boolean(filters.q || filters.from || filters.to);
    return (
      <p className="text-muted" data-testid="events-empty">
        {t(filtered ? 'catalog.noEvents' : 'catalog.noUpcomingEvents')}
      </p>
    );
  }
  return (
    <>
      <ul className={`grid gap-3 sm:grid-cols-2 ${events.isPlaceholderData ? 'opacity-60' : ''}`} data-testid="event-list">
        {items.map((event) => (
          <li key={event.id}>
            <Link
              to={paths.event.getHref(language, slug, event.id)}
              className="flex h-full items-center gap-4 rounded-xl border border-line bg-white p-3 text-ink no-underline hover:border-brand"
              data-testid="event-link"
            >
              {(event.image ?? categoryImage) ? (
                <CatalogPicture
                  image={(event.image ?? categoryImage)!}
                  sizes="112px"
                  alt=""
                  className="aspect-[4/3] h-auto w-28 shrink-0 rounded-lg bg-slate-200 object-cover"
                />
              ) : (
                <span className="flex w-16 shrink-0 flex-col items-center rounded-lg bg-brand-soft py-1.5 text-brand-dark">
                  <span className="text-lg leading-tight font-extrabold">{event.date.slice(0, 5)}</span>
                  <span className="text-xs">{event.time}</span>
                </span>
              )}
              <span className="min-w-0">
                <span className="block font-semibold break-words text-brand">{event.title}</span>
                <span className="block text-sm text-muted">
                  {event.date} {event.time} · {event.venue}, {event.city}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {total > items.length && <p className="mt-3 text-sm text-muted">{t('catalog.moreEvents', { count: total - items.length })}</p>}
    </>
  );
}
