import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schema } from '../../../lib/api-client';
import { orderQueryKey } from './order';

export type PlaceOrderInput = Schema<'PlaceOrderDto'> & {
  /** One key per attempt: the same attempt sent again (after a lost answer or a 503) gets the same order. */
  idempotencyKey: string;
};

/** POST /api/orders: holds the tickets for the buyer and answers the order with its amounts and payment page. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...body }: PlaceOrderInput) =>
      unwrap(api.POST('/api/orders', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body })),
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryKey(order.id), order);
      // The payments list (kept under the ticket lists' key) now has an order awaiting payment.
      void queryClient.invalidateQueries({ queryKey: ['my-tickets'] });
    },
  });
}
