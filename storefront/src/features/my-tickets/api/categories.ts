import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import type { LanguageCode } from '../../../lib/language';

/** Active categories by priority, named in the page's language; cached 60 seconds (spec section 9). */
export function useTicketCategories(language: LanguageCode) {
  return useQuery({
    queryKey: ['ticket-form', 'categories', language],
    queryFn: async () => {
      const categories = await unwrap(api.GET('/api/categories', { params: { query: { lang: language } } }));
      return [...categories].sort((a, b) => a.priority - b.priority);
    },
    staleTime: 60_000,
    retry: 1,
  });
}

/** The category's upcoming events, for linking a listing to one (optional). */
export function useEventOptions(categorySlug: string | undefined) {
  return useQuery({
    queryKey: ['ticket-form', 'events', categorySlug],
    queryFn: async () =>
      (await unwrap(api.GET('/api/events', { params: { query: { category: categorySlug, pageSize: 100 } } }))).items,
    enabled: Boolean(categorySlug),
    staleTime: 60_000,
    retry: 1,
  });
}
