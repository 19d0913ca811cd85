import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { formatPrice } from '../../../lib/format';
import type { LanguageCode } from '../../../lib/language';
import { ShareButton } from '../../../components/ui/share-button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { TicketList, useEventOffers } from '../../tickets';
import { EventWaitingList } from '../../waiting-list';
import { useCategory, useEvent, type OrganiserTier } from '../api/catalog';
import { previewImage } from '../images';
import { eventStructuredData } from '../structured-data';
import { CatalogPicture } from './catalog-picture';
import { BackLink } from './category-page';

const noFilters = { q: '' };

function OrganiserTiers({ tiers, headingId }: { tiers: OrganiserTier[]; headingId: string }) {
  const { t } = useTranslation();
  return (
    <table className="w-full text-left" aria-labelledby={headingId} data-testid="organiser-tiers">
      <thead className="text-sm text-muted">
        <tr className="border-b border-line">
          <th scope="col" className="py-2 pr-3 font-medium">{t('catalog.tier')}</th>
          <th scope="col" className="py-2 pr-3 text-right font-medium">{t('catalog.price')}</th>
          <th scope="col" className="py-2 text-right font-medium">{t('catalog.available')}</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier) => (
          <tr key={tier.id} className="border-b border-line last:border-0" data-testid="organiser-tier">
            <th scope="row" className="py-2.5 pr-3 font-semibold">{tier.name}</th>
            <td className="py-2.5 pr-3 text-right font-semibold">{formatPrice(tier.priceCents / 100)}</td>
            <td className="py-2.5 text-right">{tier.available}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Spec section 2 "Event detail": the event, its picture, the organiser's tiers and the tickets fans sell for it. */
export function EventDetail({ language, categorySlug, eventId }: { language: LanguageCode; categorySlug: string; eventId: string }) {
  const { t } = useTranslation();
  const event = useEvent(eventId);
  const category = useCategory(language, categorySlug);
  const tiersHeadingId = useId();
  const ticketsHeadingId = useId();
  const offers = useEventOffers(eventId);
  const missingStatus = event.isError && isApiError(event.error) && [404, 410].includes(event.error.status) ? event.error.status : undefined;
  const notFound = missingStatus !== undefined;
  const loaded = event.data;
  const preview = loaded && previewImage(language, loaded.category.slug, loaded.image, category.data?.image);
  useDocumentTitle(
    loaded ? t('seo.eventTitle', { title: loaded.title, date: loaded.date }) : notFound ? t('catalog.eventNotFound') : undefined,
    loaded ? `${t('seo.eventDescription', { title: loaded.title, date: loaded.date, time: loaded.time, venue: loaded.venue, city: loaded.city })} ${loaded.description}` : undefined,
    notFound
      ? { status: missingStatus }
      : loaded
        ? { ogType: 'article', image: preview, structuredData: [eventStructuredData(language, loaded, offers.data, preview!)] }
        : {},
  );
  const back = (
    <BackLink to={paths.category.getHref(language, categorySlug)}>
      {category.data ? t('catalog.backToCategory', { category: category.data.name }) : t('catalog.backToEvents')}
    </BackLink>
  );

  if (notFound) {
    return (
      <section data-testid="event-not-found">
        {back}
        <h1 className="mb-2 text-4xl font-extrabold">{t('catalog.eventNotFound')}</h1>
        <p className="text-muted">{t('catalog.eventNotFoundText')}</p>
      </section>
    );
  }
  if (event.isError) {
    return (
      <section>
        {back}
        <p role="alert" className="font-semibold text-danger">{t('catalog.eventsError')}</p>
      </section>
    );
  }
  if (event.isPending) {
    return (
      <section aria-hidden="true">
        {back}
        <div className="mb-4 h-10 max-w-lg animate-pulse rounded-lg bg-slate-200/70 motion-reduce:animate-none" />
        <div className="grid gap-6 lg:grid-cols-[1.4fr_1fr]">
          <div className="h-56 animate-pulse rounded-2xl bg-white motion-reduce:animate-none" />
          <div className="h-56 animate-pulse rounded-2xl bg-white motion-reduce:animate-none" />
        </div>
      </section>
    );
  }

  const data = event.data;
  const picture = data.image ?? category.data?.image;
  return (
    <>
      {back}
      {picture && (
        <CatalogPicture
          image={picture}
          sizes="(min-width: 1152px) 1120px, calc(100vw - 2rem)"
          alt=""
          priority
          className="mb-6 aspect-[1200/630] max-h-[420px] w-full rounded-2xl bg-slate-200 object-cover"
        />
      )}
      <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <h1 className="min-w-0 text-3xl font-extrabold break-words sm:text-4xl" data-testid="event-title">
          {data.title}
        </h1>
        <ShareButton title={data.title} />
      </div>
      <div className="mb-10 grid gap-6 lg:grid-cols-[1.4fr_1fr]">
        <section className="rounded-2xl border border-line bg-white p-5" data-testid="event-facts">
          <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="text-muted">{t('catalog.date')}</dt>
            <dd className="font-semibold">{data.date}</dd>
            <dt className="text-muted">{t('catalog.time')}</dt>
            <dd className="font-semibold">{data.time}</dd>
            <dt className="text-muted">{t('catalog.location')}</dt>
            <dd className="font-semibold break-words">
              {data.venue}, {data.city}
            </dd>
            {data.priceRange && (
              <>
                <dt className="text-muted">{t('catalog.priceRange')}</dt>
                <dd>{data.priceRange}</dd>
              </>
            )}
          </dl>
          <h2 className="sr-only">{t('catalog.description')}</h2>
          <p className="break-words whitespace-pre-line">{data.description}</p>
        </section>
        <section className="rounded-2xl border border-line bg-white p-5" aria-labelledby={tiersHeadingId}>
          <h2 id={tiersHeadingId} className="mb-2 text-xl font-bold">
            {t('catalog.organiserTickets')}
          </h2>
          <OrganiserTiers tiers={data.tiers} headingId={tiersHeadingId} />
        </section>
      </div>
      <EventWaitingList eventId={data.id} />
      <section aria-labelledby={ticketsHeadingId}>
        <h2 id={ticketsHeadingId} className="mb-1 text-2xl font-bold">
          {t('catalog.userTicketsOfEvent')}
        </h2>
        <TicketList scope={{ event: data.id }} filters={noFilters} headingId={ticketsHeadingId} />
      </section>
    </>
  );
}
