import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import type { Ticket } from '../../tickets';

/** A ticket as GET /api/me/tickets shows it. */
export type MyTicket = Ticket;
export type TicketStatus = Ticket['status'];

export type TicketRole = 'seller' | 'buyer';

const myTicketsQueryKey = (role: TicketRole) => ['my-tickets', role] as const;

/** Spec section 9: the user's tickets stay fresh 5 minutes, are dropped 30 minutes after last use, one retry. */
const MY_TICKETS_STALE_MS = 5 * 60_000;
const MY_TICKETS_GC_MS = 30 * 60_000;

/** The API sends at most 100 a page; 50 covers most accounts in one request, "Load more" fetches the rest. */
const MY_TICKETS_PAGE_SIZE = 50;

/** Listed (seller) or bought (buyer) tickets, newest first, page by page: `data` is what is loaded so far and the total. */
export function useMyTickets(role: TicketRole, enabled = true) {
  return useInfiniteQuery({
    queryKey: myTicketsQueryKey(role),
    queryFn: ({ pageParam }) => unwrap(api.GET('/api/me/tickets', { params: { query: { role, page: pageParam, pageSize: MY_TICKETS_PAGE_SIZE } } })),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    select: (data) => ({ items: data.pages.flatMap((page) => page.items), total: data.pages[0]?.total ?? 0 }),
    staleTime: MY_TICKETS_STALE_MS,
    gcTime: MY_TICKETS_GC_MS,
    retry: 1,
    enabled,
  });
}

/** Reloads both ticket lists and the payments (kept under the same key: a sale shows in both). */
export function useInvalidateMyTickets() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['my-tickets'] });
}

/** Cents to euros for the price formatter. */
export function euros(cents: number): number {
  return cents / 100;
}
