import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Picture } from '../../../components/ui/picture';
import { paths } from '../../../config/paths';
import type { CatalogImage } from '../../../lib/catalog-image';
import type { LanguageCode } from '../../../lib/language';
import type { TicketFilters } from '../../filters';
import { useCategoryEvents } from '../api/catalog';

/** A card's picture: 6rem wide on a phone, 7rem from the small breakpoint (the classes below). */
const thumbnailSizes = '(min-width: 640px) 7rem, 6rem';

/**
 * The category's coming events that match the page's filters, each leading to its detail page. A card shows the
 * event's picture, else the category's, else the date as a badge; the picture is decorative, since the link is named
 * by the title beside it.
 */
export function EventList({ language, slug, filters, categoryImage }: { language: LanguageCode; slug: string; filters: TicketFilters; categoryImage?: CatalogImage | null }) {
  const { t } = useTranslation();
  const events = useCategoryEvents(slug, filters);

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
        {items.map((event) => {
          const picture = event.image ?? categoryImage;
          return (
            <li key={event.id}>
              <Link
                to={paths.event.getHref(language, slug, event.id)}
                className="flex h-full items-center gap-4 rounded-xl border border-line bg-white p-3 text-ink no-underline hover:border-brand"
                data-testid="event-link"
              >
                {picture ? (
                  <Picture
                    image={picture}
                    alt=""
                    sizes={thumbnailSizes}
                    className="aspect-[4/3] w-24 shrink-0 rounded-lg bg-brand-soft object-cover sm:w-28"
                    testId="event-card-picture"
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
                    {event.date}
                    {picture && ` ${event.time}`} · {event.venue}, {event.city}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {total > items.length && <p className="mt-3 text-sm text-muted">{t('catalog.moreEvents', { count: total - items.length })}</p>}
    </>
  );
}
