import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, unwrapWithResponse, type Schema } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { orderQueryKey } from './order';
import { fileNameOf } from './ticket-file';

/** A buyer's claim on an order, as its buyer and its seller see it. Money is in cents. */
export type Claim = Schema<'ClaimResponse'>;
/** What a buyer may claim (a refund after a moved event is asked for on its own). */
export type ClaimReason = Schema<'OpenClaimDto'>['reason'];
export const CLAIM_REASONS: ClaimReason[] = ['refused_at_entrance', 'not_as_described', 'not_received'];
/** What the API takes with a claim: at most 3 files, each a JPEG, PNG or WebP picture or a PDF of at most 10 MB. */
export const CLAIM_FILES_MAX = 3;
export const CLAIM_FILE_MAX_MB = 10;
export const CLAIM_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];

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

/**
 * POST /api/orders/:id/claims: the buyer says what went wrong; the seller's payout waits for staff. With files, as
 * multipart (reason, message and up to 3 `files`).
 */
export function useOpenClaim(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ files, ...fields }: Schema<'OpenClaimDto'> & { files: File[] }) => {
      const params = { path: { id: orderId } };
      if (files.length === 0) return unwrap(api.POST('/api/orders/{id}/claims', { params, body: fields }));
      const body = new FormData();
      body.append('reason', fields.reason);
      body.append('message', fields.message);
      for (const file of files) body.append('files', file);
      return unwrap(api.POST('/api/orders/{id}/claims', { params, body: body as never, bodySerializer: () => body }));
    },
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

/**
 * GET /api/orders/:id/claims/:claimId/files/:n, saved as a download: the file needs the bearer token, which lives only
 * in the page's memory, so the page fetches it and hands the browser the bytes (as a ticket's file).
 */
export function useDownloadClaimFile(orderId: string, claimId: string) {
  return useMutation({
    mutationFn: async ({ n, name }: { n: number; name: string }) => {
      const { data, response } = await unwrapWithResponse(
        api.GET('/api/orders/{id}/claims/{claimId}/files/{n}', { params: { path: { id: orderId, claimId, n: String(n) } }, parseAs: 'blob' }),
      );
      saveFile(data, fileNameOf(response.headers.get('Content-Disposition')) ?? name);
    },
  });
}
