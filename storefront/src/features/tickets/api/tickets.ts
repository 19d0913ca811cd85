import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api, unwrap, type Schema } from '../../../lib/api-client';
import type { TicketFilters } from '../../filters';

/** A listing as its seller or buyer sees it (GET /api/me/tickets): the public fields and, for its seller, where it stands under the resale cap. Money is in cents. */
export type Ticket = Schema<'MyTicketResponse'>;

/** A listing on sale, with the all-in price a buyer pays (the checkout's total). */
export type TicketOnSale = Schema<'TicketOnSaleResponse'>;

type TicketPage = Schema<'TicketOnSalePageResponse'>;

/** Which listings a list shows: one category, one event, or all. */
export interface TicketScope {
  category?: string;
  event?: string;
}

/**
 * Pages of 30 (ten rows of three, fifteen of two): the first screenful renders quickly on a slow phone;
 * "Load more" fetches the next (the API allows up to 100).
 */
const TICKET_PAGE_SIZE = 20;

const availableTicketsKey = ['tickets', 'available'] as const;

/** Available listings, by event date ascending with undated ones last (the API sorts), page by page. */
export function availableTicketsQuery(scope: TicketScope, filters: TicketFilters) {
  return infiniteQueryOptions({
    queryKey: [...availableTicketsKey, scope, filters],
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/api/tickets', {
          params: {
            query: {
              category: scope.category,
              event: scope.event,
              q: filters.q || undefined,
              from: filters.from,
              to: filters.to,
              page: pageParam,
              pageSize: TICKET_PAGE_SIZE,
            },
          },
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    staleTime: 30_000,
  });
}

export function useAvailableTickets(scope: TicketScope, filters: TicketFilters) {
  return useInfiniteQuery({ ...availableTicketsQuery(scope, filters), placeholderData: keepPreviousData });
}

/** Takes a listing out of every cached list at once (held for a buyer or deleted), before the lists are refetched. */
function dropFromLists(queryClient: ReturnType<typeof useQueryClient>, ticketId: string): void {
  queryClient.setQueriesData<InfiniteData<TicketPage>>({ queryKey: availableTicketsKey }, (data) =>
    data && {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.filter((ticket) => ticket.id !== ticketId),
        total: page.items.some((ticket) => ticket.id === ticketId) ? page.total - 1 : page.total,
      })),
    },
  );
}

/** The buyer holds the listing now (an order awaits their payment): no list offers it meanwhile. */
export function useTakeOutOfLists() {
  const queryClient = useQueryClient();
  return (ticketId: string) => dropFromLists(queryClient, ticketId);
}

export function useDeleteTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticketId: string) => unwrap(api.DELETE('/api/tickets/{id}', { params: { path: { id: ticketId } } })),
    onSuccess: (_nothing, ticketId) => {
      dropFromLists(queryClient, ticketId);
      void queryClient.invalidateQueries({ queryKey: ['my-tickets'] });
    },
  });
}

/** After a lost race or a changed listing the lists are read again: they show each listing as it is now. */
export function useRefreshTicketLists() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: availableTicketsKey });
}

/** How many listings of an event are on sale and their lowest and highest all-in price per ticket (for search engines). */
export function eventOffersQuery(eventId: string) {
  return queryOptions({
    queryKey: ['tickets', 'offers', eventId],
    queryFn: () => unwrap(api.GET('/api/events/{id}/offers', { params: { path: { id: eventId } } })),
    staleTime: 30_000,
    retryOnMount: false, // as the event's own query: an unknown event's page hydrates as the server rendered it
  });
}

export function useEventOffers(eventId: string) {
  return useQuery(eventOffersQuery(eventId));
}
