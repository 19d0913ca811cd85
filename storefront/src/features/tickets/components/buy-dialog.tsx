import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { isApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { usePurchaseTicket, useRefreshTicketLists, type Ticket } from '../api/tickets';
import { formatDay, ticketPrice } from './ticket-card';

interface BuyDialogProps {
  ticket: Ticket;
  onClose: () => void;
}

/**
 * The purchase confirmation (spec section 4: title, description, price, confirm). Mounted once per attempt, so the
 * idempotency key below belongs to this attempt: pressing confirm again after a failed or lost answer replays it
 * and can never buy twice. The confirmation carries the unit price and listing version shown; when the seller changed
 * the listing meanwhile the API refuses, the lists are read again so that the dialog shows the listing as it is now,
 * and confirming again buys that (a new attempt).
 */
/** The seller changed the listing after the buyer opened it: the price, or anything else the buyer was shown. */
const CHANGED_LISTING = ['marketplace.price_changed', 'marketplace.listing_changed'];

export function BuyDialog({ ticket, onClose }: BuyDialogProps) {
  const { t } = useTranslation();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const unitPriceCents = ticket.pricePerUnitCents;
  const totalCents = unitPriceCents * ticket.quantity;
  const [refusal, setRefusal] = useState<{ message: string; final: boolean } | null>(null);
  const purchase = usePurchaseTicket();
  const refreshLists = useRefreshTicketLists();

  const confirm = () => {
    setRefusal(null);
    purchase.mutate(
      { ticketId: ticket.id, idempotencyKey, expectedUnitPriceCents: unitPriceCents, expectedVersion: ticket.version },
      {
        onSuccess: () => {
          notify.success(t('tickets.purchased'), { description: t('tickets.purchasedText') });
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && CHANGED_LISTING.includes(error.code)) {
            // Confirming stays off until the listing as it is now has replaced the one the buyer saw.
            setRefusal({ message: error.message, final: true });
            void refreshLists().then(() => {
              setIdempotencyKey(crypto.randomUUID());
              setRefusal({ message: error.message, final: false });
            });
            return;
          }
          // Sold to someone else or withdrawn (409), or a refusal such as an unconfirmed account (403): the API's
          // own translated words, and no point in confirming again. Anything else may pass on a retry.
          const final = isApiError(error) && [403, 404, 409, 422].includes(error.status);
          const message = (isApiError(error) && error.message) || `${t('tickets.purchaseFailed')} ${t('common.tryAgain')}`;
          setRefusal({ message, final });
          if (isApiError(error) && (error.status === 409 || error.status === 404)) void refreshLists();
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !purchase.isPending && onClose()}
      title={t('tickets.buyTitle')}
      description={t('tickets.buyDescription')}
      closeLabel={t('common.close')}
      testId="buy-dialog"
    >
      <div className="mb-5 rounded-xl bg-surface p-4">
        <p className="text-lg font-bold break-words" data-testid="buy-dialog-title">
          {ticket.title}
        </p>
        {ticket.description && <p className="mt-1 text-sm break-words text-muted">{ticket.description}</p>}
        <p className="mt-2 text-sm text-muted">
          {formatDay(ticket.eventDate)}
          {ticket.eventTime && ` ${ticket.eventTime}`} · {ticket.venue}
        </p>
        <p className="mt-3 text-sm text-muted">{t('tickets.unitTimesQuantity', { price: ticketPrice(unitPriceCents), quantity: ticket.quantity })}</p>
        <p className="text-2xl font-extrabold" data-testid="buy-dialog-price">
          {ticketPrice(totalCents)}
        </p>
      </div>
      {refusal && (
        <p role="alert" className="mb-4 rounded-lg border border-danger/30 bg-red-50 p-3 text-sm font-medium text-danger" data-testid="buy-error">
          {refusal.message}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose} disabled={purchase.isPending}>
          {t('tickets.cancel')}
        </Button>
        <Button onClick={confirm} disabled={purchase.isPending || refusal?.final === true} data-testid="confirm-buy">
          {purchase.isPending ? t('tickets.buying') : t('tickets.confirmBuy', { price: ticketPrice(totalCents) })}
        </Button>
      </div>
    </Dialog>
  );
}
