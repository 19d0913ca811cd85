import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { formatDate, formatPrice } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { OrderStatusBadge } from '../../orders';
import { SellerPayouts } from '../../payouts';
import { useMyOrders, type MyOrder } from '../api/profile';
import { ListSkeleton } from './list-skeleton';

/** Money changed hands (or is being disputed): the amount is signed, − paid out of pocket, + earned. */
function moneyMoved(order: MyOrder): boolean {
  return order.status === 'paid' || order.status === 'completed' || order.status === 'disputed';
}

/**
 * Purchases and sales with their status, amounts and dates, newest first, page by page; an empty state when there
 * are none. Each opens its order page; one awaiting payment says so, for a buyer who closed the payment page.
 */
export function PaymentsTab() {
  const { t } = useTranslation();
  const language = useLanguage();
  const orders = useMyOrders();
  return (
    <section aria-labelledby="payments-title" className="rounded-2xl border border-line bg-white p-5 md:p-6" data-testid="payments-tab">
      <h1 id="payments-title" className="mb-5 text-2xl font-bold">
        {t('profile.payments.title')}
      </h1>
      <SellerPayouts />
      {orders.isPending && <ListSkeleton />}
      {orders.isError && (
        <p role="alert" className="font-medium text-danger">
          {t('profile.loadFailed')}
        </p>
      )}
      {orders.data?.items.length === 0 && (
        <p className="rounded-xl bg-surface p-6 text-center text-muted" data-testid="payments-empty">
          {t('profile.payments.empty')}
        </p>
      )}
      {orders.data && orders.data.items.length > 0 && (
        <ul className="flex flex-col divide-y divide-line" data-testid="payments-list">
          {orders.data.items.map((order) => (
            <li key={order.id} className="flex items-start justify-between gap-3 py-3" data-testid="payment" data-order-id={order.id} data-status={order.status}>
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words">
                  <Link to={paths.order.getHref(language, order.id)} className="text-ink hover:text-brand hover:underline">
                    {order.ticket.title}
                  </Link>
                </p>
                <p className="text-sm text-muted">
                  {order.counterpart.deleted
                    ? t(order.role === 'buyer' ? 'profile.payments.purchaseFromDeleted' : 'profile.payments.saleToDeleted')
                    : t(order.role === 'buyer' ? 'profile.payments.purchaseFrom' : 'profile.payments.saleTo', { name: order.counterpart.name })}
                  {' · '}
                  {formatDate(new Date(order.createdAt))}
                </p>
                {order.role === 'buyer' && order.status === 'awaiting_payment' && (
                  <Link
                    to={paths.order.getHref(language, order.id)}
                    aria-label={t('profile.payments.completePaymentOf', { title: order.ticket.title })}
                    className="mt-1 inline-block text-sm font-semibold text-brand hover:underline"
                    data-testid="payment-complete"
                  >
                    {t('profile.payments.completePayment')}
                  </Link>
                )}
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <OrderStatusBadge status={order.status} />
                <p className={`font-bold whitespace-nowrap ${!moneyMoved(order) ? 'text-muted' : order.role === 'seller' ? 'text-success' : 'text-ink'}`} data-testid="payment-amount">
                  {moneyMoved(order) && (order.role === 'seller' ? '+' : '−')}
                  {formatPrice(order.amountCents / 100)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {orders.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button variant="secondary" onClick={() => void orders.fetchNextPage()} disabled={orders.isFetchingNextPage} data-testid="payments-load-more">
            {orders.isFetchingNextPage ? t('tickets.loadingMore') : t('tickets.loadMore')}
          </Button>
        </div>
      )}
    </section>
  );
}
