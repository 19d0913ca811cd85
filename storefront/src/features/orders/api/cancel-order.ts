import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { orderQueryKey } from './order';

/** POST /api/orders/:id/cancellation: the buyer gives up while paying; the tickets are on sale again at once. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => unwrap(api.POST('/api/orders/{id}/cancellation', { params: { path: { id: orderId } } })),
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryKey(order.id), order);
      // The public lists show the tickets again; the buyer's own lists and payments change too.
      void queryClient.invalidateQueries({ queryKey: ['tickets'] });
      void queryClient.invalidateQueries({ queryKey: ['my-tickets'] });
    },
  });
}
