import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schema } from '../../../lib/api-client';
import type { LanguageCode } from '../../../lib/language';
import type { TicketFilters } from '../../filters';

export type OrganiserTier = Schema<'TierResponse'>;

/** Spec section 9: categories and events are cached for 60 seconds (one retry comes from the query client). */
const CATALOG_STALE_MS = 60_000;

/**
 * A category or event page that failed (an unknown or removed one above all) keeps showing why when it mounts again,
 * instead of a loading state: that is also what a server-rendered not-found page hydrates to (a retry on mount would
 * make the first render "loading", unlike the server's).
 */
const KEEP_ERROR_ON_MOUNT = { retryOnMount: false } as const;

export function categoriesQuery(language: LanguageCode) {
  return queryOptions({
    queryKey: ['categories', language],
    queryFn: () => unwrap(api.GET('/api/categories', { params: { query: { lang: language } } })),
    staleTime: CATALOG_STALE_MS,
  });
}

export function useCategories(language: LanguageCode) {
  return useQuery(categoriesQuery(language));
}

export function categoryQuery(language: LanguageCode, slug: string) {
  return queryOptions({
    queryKey: ['categories', language, slug],
    queryFn: () => unwrap(api.GET('/api/categories/{slug}', { params: { path: { slug }, query: { lang: language } } })),
    staleTime: CATALOG_STALE_MS,
    ...KEEP_ERROR_ON_MOUNT,
  });
}

export function useCategory(language: LanguageCode, slug: string) {
  return useQuery(categoryQuery(language, slug));
}

/** The category's coming events matching the page's search and date range (the first 100, by date). */
export function categoryEventsQuery(slug: string, filters: TicketFilters) {
  return queryOptions({
    queryKey: ['events', slug, filters],
    queryFn: () =>
      unwrap(
        api.GET('/api/events', {
          params: { query: { category: slug, q: filters.q || undefined, from: filters.from, to: filters.to, pageSize: 100 } },
        }),
      ),
    staleTime: CATALOG_STALE_MS,
  });
}

export function useCategoryEvents(slug: string, filters: TicketFilters) {
  return useQuery({ ...categoryEventsQuery(slug, filters), placeholderData: keepPreviousData });
}

export function eventQuery(eventId: string) {
  return queryOptions({
    queryKey: ['event', eventId],
    queryFn: () => unwrap(api.GET('/api/events/{id}', { params: { path: { id: eventId } } })),
    staleTime: CATALOG_STALE_MS,
    ...KEEP_ERROR_ON_MOUNT,
  });
}

export function useEvent(eventId: string) {
  return useQuery(eventQuery(eventId));
}
