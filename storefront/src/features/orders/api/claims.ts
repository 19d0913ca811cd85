import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schema } from '../../../lib/api-client';
import { orderQueryKey } from './order';

/** A buyer's claim on an order, as its buyer and its seller see it. Money is in cents. */
export type Claim = Schema<'ClaimResponse'>;
/** What a buyer may claim (a refund after a moved event is asked for on its own). */
export type ClaimReason = Schema<'OpenClaimDto'>['reason'];
export const CLAIM_REASONS: ClaimReason[] = ['refused_at_entrance', 'not_as_described', 'not_received'];

const claimsQueryKey = (orderId: string) => ['order', orderId, 'claims'] as const;

/** GET /api/orders/:id/claims: at most one; read again every 10 s while a decided refund is being made. */
export function useClaims(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: claimsQueryKey(orderId),
    queryFn: () => unwrap(api.GET('/api/orders/{id}/claims', { params: { path: { id: orderId } } })),
    enabled,
    refetchInterval: (query) => (query.state.data?.some((claim) => claim.status === 'refunding') ? 10_000 : false),
  });
}

/** POST /api/orders/:id/claims: the buyer says what went wrong; the seller's payout waits for staff. */
export function useOpenClaim(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schema<'OpenClaimDto'>) => unwrap(api.POST('/api/orders/{id}/claims', { params: { path: { id: orderId } }, body })),
    onSuccess: (claim) => queryClient.setQueryData(claimsQueryKey(orderId), [claim]),
  });
}

/** POST /api/orders/:id/claims/:claimId/answer: the seller's side, until staff decide. */
export function useAnswerClaim(orderId: string, claimId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schema<'AnswerClaimDto'>) => unwrap(api.POST('/api/orders/{id}/claims/{claimId}/answer', { params: { path: { id: orderId, claimId } }, body })),
    onSuccess: (claim) => queryClient.setQueryData(claimsQueryKey(orderId), [claim]),
  });
}

/** POST /api/orders/:id/move-refund: the event moved after the buyer paid, and they want all they paid back. */
export function useMoveRefund(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/orders/{id}/move-refund', { params: { path: { id: orderId } } })),
    onSuccess: async (claim) => {
      queryClient.setQueryData(claimsQueryKey(orderId), [claim]);
      await queryClient.invalidateQueries({ queryKey: orderQueryKey(orderId) });
    },
  });
}
