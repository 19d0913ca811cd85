import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../lib/format';
import type { Order } from '../api/order';

function euros(cents: number): string {
  return formatPrice(cents / 100);
}

interface Line {
  label: string;
  amount: string;
  testId: string;
  total?: boolean;
}

/**
 * The money of an order as the server computed it (the browser never works out a fee): the buyer's tickets, service
 * fee and total, or the seller's tickets, fee and payout.
 */
export function OrderAmounts({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { amounts } = order;
  const ticketsLabel = t('checkout.ticketsLine', { title: order.ticket.title, quantity: order.quantity });
  const lines: Line[] =
    order.role === 'buyer'
      ? [
          { label: ticketsLabel, amount: euros(amounts.ticketsCents), testId: 'amount-tickets' },
          { label: t('checkout.serviceFee'), amount: euros(amounts.buyerFeeCents ?? 0), testId: 'amount-fee' },
          { label: t('checkout.total'), amount: euros(amounts.totalCents ?? amounts.ticketsCents), testId: 'amount-total', total: true },
        ]
      : [
          { label: ticketsLabel, amount: euros(amounts.ticketsCents), testId: 'amount-tickets' },
          { label: t('checkout.serviceFee'), amount: `−${euros(amounts.sellerFeeCents ?? 0)}`, testId: 'amount-fee' },
          { label: t('orders.seller.payout'), amount: euros(amounts.payoutCents ?? amounts.ticketsCents), testId: 'amount-payout', total: true },
        ];
  return (
    <dl className="flex flex-col gap-2" data-testid="order-amounts">
      {lines.map((line) => (
        <div key={line.testId} className={`flex items-baseline justify-between gap-4 ${line.total ? 'border-t border-line pt-2 text-lg font-extrabold' : ''}`}>
          <dt className={`min-w-0 break-words ${line.total ? '' : 'text-muted'}`}>{line.label}</dt>
          <dd className="font-semibold whitespace-nowrap" data-testid={line.testId}>
            {line.amount}
          </dd>
        </div>
      ))}
    </dl>
  );
}
