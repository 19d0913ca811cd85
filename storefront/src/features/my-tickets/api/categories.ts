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

/** The organiser's ticket tiers of a linked event: when it has some, the seller picks one and its price is the face value. */
export function useEventTiers(eventId: string) {
  return useQuery({
    queryKey: ['ticket-form', 'tiers', eventId],
    queryFn: async () => (await unwrap(api.GET('/api/events/{id}', { params: { path: { id: eventId } } }))).tiers,
    enabled: Boolean(eventId),
    staleTime: 60_000,
    retry: 1,
  });
}

export interface QuoteInput {
  categoryId: string;
  eventId: string;
  faceValueCents: number | null;
  pricePerUnitCents: number | null;
  quantity: number;
}

/** The cap, the buyer's all-in price and the seller's proceeds as the server computes them (the checkout's cents). */
export function useListingQuote(input: QuoteInput) {
  const query = {
    categoryId: input.categoryId,
    ...(input.eventId && { eventId: input.eventId }),
    ...(input.faceValueCents !== null && { faceValueCents: input.faceValueCents }),
    ...(input.pricePerUnitCents !== null && { pricePerUnitCents: input.pricePerUnitCents }),
    quantity: input.quantity,
  };
  return useQuery({
    queryKey: ['ticket-form', 'quote', query],
    queryFn: () => unwrap(api.GET('/api/listing-quote', { params: { query } })),
    enabled: /^[0-9a-f-]{36}$/i.test(input.categoryId),
    placeholderData: (previous) => previous,
    staleTime: 30_000,
    retry: 1,
  });
}
