import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schema } from '../../../lib/api-client';

/** One of the signed-in person's entries, with their place in the queue and the offer they hold, if any. Money in cents. */
export type WaitingListEntry = Schema<'WaitingListEntryResponse'>;

/** Tickets held for one entry for the offer window; the page of an offer adds its event and its listing. */
export type WaitingListOffer = Schema<'WaitingListOfferDetailResponse'>;

type JoinInput = Schema<'JoinWaitingListDto'>;
type ChangeInput = Schema<'ChangeWaitingListEntryDto'>;

const myEntriesKey = ['waiting-list', 'mine'] as const;

export function eventWaitingListQuery(eventId: string) {
  return queryOptions({
    queryKey: ['waiting-list', 'event', eventId],
    queryFn: () => unwrap(api.GET('/api/events/{eventId}/waiting-list', { params: { path: { eventId } } })),
    staleTime: 30_000,
    retryOnMount: false, // as the event's own query: an unknown event's page hydrates as the server rendered it
  });
}

export function useEventWaitingList(eventId: string, enabled = true) {
  return useQuery({ ...eventWaitingListQuery(eventId), enabled: enabled && eventId !== '' });
}

/** The person's entries; `poll` reads them again every minute (a page showing offers, whose windows pass meanwhile). */
export function useMyWaitingList({ enabled = true, poll = false }: { enabled?: boolean; poll?: boolean } = {}) {
  return useQuery({
    queryKey: myEntriesKey,
    queryFn: () => unwrap(api.GET('/api/me/waiting-list')),
    enabled,
    staleTime: 30_000,
    refetchInterval: poll ? 60_000 : false,
  });
}

/** After a change the person's own list and the public counts are read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: myEntriesKey }), queryClient.invalidateQueries({ queryKey: ['waiting-list', 'event'] })]);
}

export function useJoinWaitingList() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: JoinInput) => unwrap(api.POST('/api/me/waiting-list', { body })),
    onSuccess: () => void refresh(),
  });
}

export function useChangeWaitingListEntry() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...body }: ChangeInput & { id: string }) => unwrap(api.PATCH('/api/me/waiting-list/{id}', { params: { path: { id } }, body })),
    onSuccess: () => void refresh(),
  });
}

export function useLeaveWaitingList() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/me/waiting-list/{id}', { params: { path: { id } } })),
    onSuccess: () => void refresh(),
  });
}

export function useWaitingListOffer(offerId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['waiting-list', 'offer', offerId],
    queryFn: () => unwrap(api.GET('/api/me/waiting-list-offers/{id}', { params: { path: { id: offerId } } })),
    enabled: enabled && offerId !== '',
    retry: false,
  });
}

/** The one-click leave of the e-mails' link: sent once per token (a query keyed by it, never retried). */
export function useLeaveByToken(token: string) {
  return useQuery({
    queryKey: ['waiting-list', 'leave', token],
    queryFn: () => unwrap(api.POST('/api/waiting-list/leave', { body: { token } })),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** "55", "55,5" or "55.50" → "55.50" (the API takes euro strings); null when it is no amount. */
export function euroString(typed: string): string | null {
  const value = typed.trim().replace(',', '.');
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(value) || Number(value) < 0.01) return null;
  return Number(value).toFixed(2);
}
