import { useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schema } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

/** An order as its buyer or its seller sees it (each their own side of the money). Money is in cents. */
export type Order = Schema<'OrderDetailResponse'>;
export type OrderStatus = Order['status'];

export const orderQueryKey = (orderId: string) => ['order', orderId] as const;

/** While the buyer pays, the API asks the payment provider on each read: reading every 2 s follows the payment live. */
const AWAITING_PAYMENT_POLL_MS = 2000;

/** GET /api/orders/:id, read again every 2 s while it awaits payment and left alone once settled. */
export function useOrder(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: orderQueryKey(orderId),
    queryFn: () => unwrap(api.GET('/api/orders/{id}', { params: { path: { id: orderId } } })),
    enabled,
    refetchInterval: (query) => (query.state.data?.status === 'awaiting_payment' ? AWAITING_PAYMENT_POLL_MS : false),
    // Not found stays not found; a lost answer or a server hiccup is worth another try.
    retry: (failures, error) => failures < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });
}
