import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../api/order';

const looks = {
  awaiting_payment: { key: 'orders.status.awaiting_payment', classes: 'bg-amber-100 text-amber-900' },
  paid: { key: 'orders.status.paid', classes: 'bg-green-100 text-green-800' },
  completed: { key: 'orders.status.completed', classes: 'bg-green-100 text-green-800' },
  expired: { key: 'orders.status.expired', classes: 'bg-slate-200 text-slate-700' },
  cancelled: { key: 'orders.status.cancelled', classes: 'bg-slate-200 text-slate-700' },
  refunded: { key: 'orders.status.refunded', classes: 'bg-blue-100 text-blue-800' },
  disputed: { key: 'orders.status.disputed', classes: 'bg-red-100 text-red-800' },
} as const satisfies Record<OrderStatus, { key: string; classes: string }>;

/** An order's status in words, coloured: waiting (amber), done (green), over without a sale (grey), money returned (blue), disputed (red). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span data-testid="order-status" data-status={status} className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${looks[status].classes}`}>
      {t(looks[status].key)}
    </span>
  );
}
