import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { formatDate, formatPrice } from '../../../lib/format';
import { useMyOrders } from '../api/profile';
import { ListSkeleton } from './list-skeleton';

/** Purchases and sales with amounts and dates, newest first, page by page; an empty state when there are none. */
export function PaymentsTab() {
  const { t } = useTranslation();
  const orders = useMyOrders();
  return (
    <section aria-labelledby="payments-title" className="rounded-2xl border border-line bg-white p-5 md:p-6" data-testid="payments-tab">
      <h1 id="payments-title" className="mb-5 text-2xl font-bold">
        {t('profile.payments.title')}
      </h1>
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
            <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 py-3" data-testid="payment">
              <div className="min-w-0">
                <p className="font-semibold break-words">{order.ticket.title}</p>
                <p className="text-sm text-muted">
                  {order.role === 'buyer' ? t('profile.payments.purchaseFrom', { name: order.counterpart.name }) : t('profile.payments.saleTo', { name: order.counterpart.name })}
                  {' · '}
                  {formatDate(new Date(order.createdAt))}
                </p>
              </div>
              <p className={`font-bold whitespace-nowrap ${order.role === 'seller' ? 'text-success' : 'text-ink'}`}>
                {order.role === 'seller' ? '+' : '−'}
                {formatPrice(order.amountCents / 100)}
              </p>
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
