import { paths } from '../../config/paths';
import type { Schema } from '../../lib/api-client';
import type { LanguageCode } from '../../lib/language';
import { siteName } from '../../lib/use-document-title';

// schema.org objects for search engines (written as JSON-LD by the server render; addresses starting with "/" are
// made absolute there). https://schema.org/Event, https://schema.org/BreadcrumbList, https://schema.org/ItemList

type EventDetail = Schema<'EventDetailResponse'>;
type EventPage = Schema<'EventPageResponse'>;
type Category = Schema<'CategoryResponse'>;

/** Prices of the tickets on sale for an event, in euro cents (what a buyer pays per ticket). */
export interface OfferSummary {
  offerCount: number;
  lowPriceCents: number | null;
  highPriceCents: number | null;
}

const rigaOffset = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Riga', timeZoneName: 'longOffset' });

/** "2026-12-31T19:00:00+02:00": the event's Riga wall-clock time with Riga's offset at that moment. */
function rigaDateTime(startsAt: string): string {
  const instant = new Date(startsAt);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Riga', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const zone = rigaOffset.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const offset = zone === 'GMT' ? '+00:00' : zone.replace('GMT', '');
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

const euros = (cents: number) => (cents / 100).toFixed(2);

const eventStatuses: Record<EventDetail['status'], string> = {
  scheduled: 'https://schema.org/EventScheduled',
  finished: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
};

export function eventStructuredData(language: LanguageCode, event: EventDetail, offers: OfferSummary | undefined, image: string): object {
  const url = paths.event.getHref(language, event.category.slug, event.id);
  const onSale = offers && offers.offerCount > 0 && offers.lowPriceCents !== null && offers.highPriceCents !== null && event.status === 'scheduled';
  return {
    '@type': 'Event',
    name: event.title,
    description: event.description,
    url,
    startDate: rigaDateTime(event.startsAt),
    eventStatus: eventStatuses[event.status],
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.venue,
      address: { '@type': 'PostalAddress', addressLocality: event.city },
    },
    image: [image],
    // Only tickets on sale are offers; a sold ticket is never one.
    ...(onSale && {
      offers: {
        '@type': 'AggregateOffer',
        url,
        priceCurrency: 'EUR',
        lowPrice: euros(offers.lowPriceCents!),
        highPrice: euros(offers.highPriceCents!),
        offerCount: offers.offerCount,
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Organization', name: siteName },
      },
    }),
  };
}

export function categoryStructuredData(
  language: LanguageCode,
  slug: string,
  category: Category | undefined,
  events: EventPage | undefined,
  labels: { home: string; events: string },
): object[] {
  if (!category) return [];
  const crumbs = [
    { name: labels.home, item: paths.home.getHref(language) },
    { name: labels.events, item: paths.events.getHref(language) },
    { name: category.name, item: paths.category.getHref(language, slug) },
  ];
  return [
    {
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
    },
    {
      '@type': 'ItemList',
      name: category.name,
      numberOfItems: events?.items.length ?? 0,
      itemListElement: (events?.items ?? []).map((event, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: paths.event.getHref(language, slug, event.id),
        name: event.title,
      })),
    },
  ];
}
