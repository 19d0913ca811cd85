import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, unwrapAs } from '../../../lib/api-client';

export type TicketStatus = 'available' | 'sold' | 'expired' | 'withdrawn';

/** A ticket as GET /api/me/tickets shows it. */
export interface MyTicket {
  id: string;
  title: string;
  description: string;
  category: { id: string; slug: string };
  eventId: string | null;
  eventDate: string;
  eventTime: string | null;
  venue: string;
  seat: { section: string | null; row: string | null; seat: string | null };
  pricePerUnitCents: number;
  quantity: number;
  priceCents: number;
  currency: 'EUR';
  status: TicketStatus;
  seller: { id: string; name: string };
  hasFile: boolean;
  createdAt: string;
}

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

export function useDeleteTicket() {
  const invalidate = useInvalidateMyTickets();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/tickets/{id}', { params: { path: { id } } })),
    onSuccess: () => invalidate(),
  });
}

/** Cents to euros for the price formatter. */
export function euros(cents: number): number {
  return cents / 100;
}
