import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrapAs } from '../../../lib/api-client';
import type { Ticket } from '../../tickets/api/tickets';

/** A ticket as GET /api/me/tickets shows it: the same shape as a public listing. */
export type MyTicket = Ticket;
export type TicketStatus = Ticket['status'];

export type TicketRole = 'seller' | 'buyer';

export const myTicketsQueryKey = (role: TicketRole) => ['my-tickets', role] as const;

/** Spec section 9: the user's tickets stay fresh 5 minutes, are dropped 30 minutes after last use, one retry. */
export const MY_TICKETS_STALE_MS = 5 * 60_000;
export const MY_TICKETS_GC_MS = 30 * 60_000;

/** Listed (seller) or bought (buyer) tickets, newest first. */
export function useMyTickets(role: TicketRole, enabled = true) {
  return useQuery({
    queryKey: myTicketsQueryKey(role),
    queryFn: () => unwrapAs<MyTicket[]>(api.GET('/api/me/tickets', { params: { query: { role } } })),
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
