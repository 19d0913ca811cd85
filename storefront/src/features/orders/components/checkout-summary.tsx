import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import { formatPrice } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import type { Order } from '../api/order';
import { HoldCountdown, useSecondsLeft } from './hold-countdown';
import { OrderAmounts } from './order-amounts';
import { TicketFacts } from './ticket-facts';

interface CheckoutSummaryProps {
  order: Order;
  /** The server said it no longer awaits payment (the hold lapsed, or it was paid elsewhere). */
  over: boolean;
  onCancel: () => void;
  cancelling: boolean;
  /** Why the last cancellation failed, in words. */
  problem: string | null;
}

/**
 * The order just placed, before the buyer pays: tickets, service fee and total as the server computed them, and the
 * hold's countdown. "Pay" leaves for the payment provider's page; "Cancel order" puts the tickets back on sale.
 */
export function CheckoutSummary({ order, over, onCancel, cancelling, problem }: CheckoutSummaryProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const secondsLeft = useSecondsLeft(order.expiresAt);
  const [leaving, setLeaving] = useState(false);
  const checkoutUrl = !over && order.status === 'awaiting_payment' && secondsLeft > 0 ? order.checkoutUrl : null;

  const pay = () => {
    if (!checkoutUrl) return;
    setLeaving(true);
    window.location.assign(checkoutUrl);
  };

  return (
    <div data-testid="checkout-summary">
      <div className="mb-4 rounded-xl bg-surface p-4">
        <div className="mb-3">
          <TicketFacts ticket={order.ticket} />
        </div>
        <OrderAmounts order={order} />
      </div>
      {checkoutUrl ? (
        <div className="mb-4">
          <HoldCountdown expiresAt={order.expiresAt} secondsLeft={secondsLeft} />
        </div>
      ) : (
        !over && (
          <p role="status" className="mb-4 rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900" data-testid="hold-ended">
            {t('checkout.holdEnded')}
          </p>
        )
      )}
      {problem && (
        <p role="alert" className="mb-4 rounded-lg border border-danger/30 bg-red-50 p-3 text-sm font-medium text-danger" data-testid="checkout-error">
          {problem}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {checkoutUrl ? (
          <>
            <Button variant="ghost" onClick={onCancel} disabled={cancelling || leaving} data-testid="cancel-order">
              {cancelling ? t('checkout.cancelling') : t('checkout.cancelOrder')}
            </Button>
            <Button onClick={pay} disabled={cancelling || leaving} data-testid="pay-button">
              {leaving ? t('checkout.redirecting') : t('checkout.pay', { total: formatPrice((order.amounts.totalCents ?? 0) / 100) })}
            </Button>
          </>
        ) : (
          <ButtonLink to={paths.order.getHref(language, order.id)} variant="secondary">
            {t('checkout.viewOrder')}
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
