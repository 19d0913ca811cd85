import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { CheckoutSummary, useCancelOrder, usePlaceOrder, type Order } from '../../orders';
import { useRefreshTicketLists, useTakeOutOfLists, type TicketOnSale } from '../api/tickets';
import { formatDay } from '../../../lib/format';
import { ticketPrice } from './ticket-card';

interface BuyDialogProps {
  ticket: TicketOnSale;
  onClose: () => void;
  /** A waiting list's offer: exactly this many of the listing's tickets are held for the buyer, no other choice. */
  offeredQuantity?: number;
}

/**
 * What the buyer can do after a refusal: send the same attempt again (its answer was lost, or the payment provider
 * did not answer: the same idempotency key gets the same order), confirm the listing as it is now (a new attempt),
 * or nothing (someone else holds or bought it, it is off sale, the account may not buy).
 */
type Refusal = { message: string; next: 'retry' | 'confirm-again' | 'none'; ownOrderId?: string };

/** The listing changed after the buyer opened it: once the lists are read again, the dialog shows it as it is now. */
const CHANGED_LISTING = ['marketplace.price_changed', 'marketplace.listing_changed', 'marketplace.quantity_not_offered'];

/**
 * An attempt that failed in a way worth retrying keeps its key after the dialog closes, so opening it again for the
 * same listing, unchanged, retries that attempt (and gets the order it may already have placed) instead of racing it.
 */
const unfinishedAttempts = new Map<string, { key: string; unitPriceCents: number; version: number }>();

function attemptKeyFor(ticket: TicketOnSale): string {
  const unfinished = unfinishedAttempts.get(ticket.id);
  if (unfinished && unfinished.unitPriceCents === ticket.pricePerUnitCents && unfinished.version === ticket.version) return unfinished.key;
  return crypto.randomUUID();
}

/**
 * Buying (issue 17): the buyer confirms the listing they see (title, description, price, and the unit price and
 * version sent along, so a listing changed meanwhile is refused, never bought unseen); the server holds the tickets
 * and answers the order with its service fee and total, shown in the checkout summary with the hold's countdown;
 * "Pay" goes on to the payment page. Closing the summary cancels the order: the tickets go back on sale at once.
 */
export function BuyDialog({ ticket, onClose, offeredQuantity }: BuyDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [attemptKey, setAttemptKey] = useState(() => attemptKeyFor(ticket));
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [order, setOrder] = useState<Order | null>(null);
  const [cancelProblem, setCancelProblem] = useState<string | null>(null);
  const [orderOver, setOrderOver] = useState(false);
  const placeOrder = usePlaceOrder();
  const cancelOrder = useCancelOrder();
  const refreshLists = useRefreshTicketLists();
  const takeOutOfLists = useTakeOutOfLists();
  const unitPriceCents = ticket.pricePerUnitCents;
  // How many of the listing's tickets to take: all of them unless the buyer chooses fewer (as the seller's rule allows).
  const [quantity, setQuantity] = useState(offeredQuantity ?? ticket.quantity);
  const part = ticket.parts.find((candidate) => candidate.quantity === quantity) ?? { quantity: ticket.quantity, buyerFeeCents: ticket.buyerFeeCents, allInPriceCents: ticket.allInPriceCents };

  const refusalOf = (error: unknown): Refusal => {
    if (!isApiError(error) || error.status === 0 || error.status >= 500) {
      // No answer, or the payment provider did not answer (503): nothing was charged, and the same attempt may be sent again.
      const message = (isApiError(error) && error.status === 503 && error.message) || `${t('checkout.failed')} ${t('common.tryAgain')}`;
      return { message, next: 'retry' };
    }
    if (error.code === 'marketplace.price_changed' && typeof error.params.unitPriceCents === 'number') {
      const newUnit = error.params.unitPriceCents;
      return { message: t('checkout.priceChanged', { price: ticketPrice(newUnit), total: ticketPrice(newUnit * quantity), quantity }), next: 'confirm-again' };
    }
    if (CHANGED_LISTING.includes(error.code)) return { message: error.message, next: 'confirm-again' };
    // The buyer's own hold (a reload, another tab): their order is where they pay.
    if (error.code === 'marketplace.held_for_you' && typeof error.params.orderId === 'string') return { message: error.message, next: 'none', ownOrderId: error.params.orderId };
    // Held by another buyer (it may be back within minutes), sold, off sale, or a refusal such as an unconfirmed account.
    return { message: error.message || `${t('checkout.failed')} ${t('common.tryAgain')}`, next: 'none' };
  };

  const confirm = () => {
    setRefusal(null);
    const attempt = { key: attemptKey, unitPriceCents, version: ticket.version };
    placeOrder.mutate(
      { idempotencyKey: attempt.key, ticketId: ticket.id, quantity: part.quantity, expectedUnitPriceCents: attempt.unitPriceCents, expectedVersion: attempt.version },
      {
        onSuccess: (placed) => {
          unfinishedAttempts.delete(ticket.id);
          setOrder(placed);
          // The whole listing is held now; a part leaves the rest on sale, with fewer tickets.
          if (part.quantity === ticket.quantity) takeOutOfLists(ticket.id);
          else void refreshLists();
        },
        onError: (error) => {
          const next = refusalOf(error);
          setRefusal(next);
          if (next.next === 'retry') {
            unfinishedAttempts.set(ticket.id, attempt);
            return;
          }
          unfinishedAttempts.delete(ticket.id);
          if (next.next === 'confirm-again') {
            // Confirming stays off until the listing as it is now has replaced the one the buyer saw.
            setRefreshing(true);
            void refreshLists().finally(() => {
              setAttemptKey(crypto.randomUUID());
              setRefreshing(false);
            });
          } else if (isApiError(error) && (error.status === 409 || error.status === 404)) {
            void refreshLists();
          }
        },
      },
    );
  };

  const cancel = (placed: Order) => {
    setCancelProblem(null);
    cancelOrder.mutate(placed.id, {
      onSuccess: () => {
        notify.success(t('checkout.cancelled'), { description: t('checkout.cancelledText') });
        onClose();
      },
      onError: (error) => {
        // 409: no longer awaiting payment (the hold lapsed, or it was paid in another tab): the order page tells which.
        if (isApiError(error) && error.status === 409) setOrderOver(true);
        setCancelProblem((isApiError(error) && error.message) || `${t('checkout.cancelFailed')} ${t('common.tryAgain')}`);
      },
    });
  };

  const onOpenChange = (open: boolean) => {
    if (open || placeOrder.isPending || cancelOrder.isPending) return;
    // Closing the checkout gives the tickets up rather than keep other buyers waiting for a hold nobody pays.
    const holding = order && !orderOver && order.status === 'awaiting_payment' && Date.parse(order.expiresAt) > Date.now();
    if (holding) cancel(order);
    else onClose();
  };

  if (order) {
    return (
      <Dialog open onOpenChange={onOpenChange} title={t('checkout.title')} description={t('checkout.description')} closeLabel={t('checkout.closeAndCancel')} testId="buy-dialog">
        <CheckoutSummary order={order} over={orderOver} onCancel={() => cancel(order)} cancelling={cancelOrder.isPending} problem={cancelProblem} />
      </Dialog>
    );
  }

  return (
    <Dialog open onOpenChange={onOpenChange} title={t('tickets.buyTitle')} description={t('tickets.buyDescription')} closeLabel={t('common.close')} testId="buy-dialog">
      <div className="mb-5 rounded-xl bg-surface p-4">
        <p className="text-lg font-bold break-words" data-testid="buy-dialog-title">
          {ticket.title}
        </p>
        {ticket.description && <p className="mt-1 text-sm break-words text-muted">{ticket.description}</p>}
        <p className="mt-2 text-sm text-muted">
          {formatDay(ticket.eventDate)}
          {ticket.eventTime && ` ${ticket.eventTime}`} · {ticket.venue}
        </p>
        {offeredQuantity === undefined && ticket.parts.length > 1 && (
          <label className="mt-3 flex items-center gap-3 text-sm font-medium">
            {t('checkout.howMany')}
            <select
              value={quantity}
              onChange={(event) => {
                setQuantity(Number(event.target.value));
                setRefusal(null);
                setAttemptKey(crypto.randomUUID());
              }}
              disabled={placeOrder.isPending}
              className="rounded-lg border border-line bg-white px-3 py-1.5"
              data-testid="buy-quantity"
            >
              {ticket.parts.map((candidate) => (
                <option key={candidate.quantity} value={candidate.quantity}>
                  {candidate.quantity}
                </option>
              ))}
            </select>
          </label>
        )}
        <p className="mt-3 text-sm text-muted">{t('tickets.unitTimesQuantityPlusFee', { price: ticketPrice(unitPriceCents), quantity: part.quantity, fee: ticketPrice(part.buyerFeeCents) })}</p>
        <p className="text-2xl font-extrabold" data-testid="buy-dialog-price">
          {ticketPrice(part.allInPriceCents)}
        </p>
        <p className="mt-1 text-sm text-muted">{t('checkout.feeIncluded', { fee: ticketPrice(part.buyerFeeCents) })}</p>
      </div>
      {refusal && (
        <p role="alert" className="mb-4 rounded-lg border border-danger/30 bg-red-50 p-3 text-sm font-medium text-danger" data-testid="buy-error">
          {refusal.message}
          {refusal.ownOrderId && (
            <>
              {' '}
              <Link to={paths.order.getHref(language, refusal.ownOrderId)} className="font-semibold underline" data-testid="own-order-link">
                {t('checkout.viewOrder')}
              </Link>
            </>
          )}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose} disabled={placeOrder.isPending}>
          {t('tickets.cancel')}
        </Button>
        <Button onClick={confirm} disabled={placeOrder.isPending || refreshing || refusal?.next === 'none'} data-testid="confirm-buy">
          {placeOrder.isPending ? t('checkout.placing') : refusal?.next === 'retry' ? t('checkout.retry') : t('checkout.continue')}
        </Button>
      </div>
    </Dialog>
  );
}
