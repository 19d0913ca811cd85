import type { TFunction } from 'i18next';
import { memo } from 'react';
import { Button } from '../../../components/ui/button';
import { formatDay, formatPrice, formatSeat } from '../../../lib/format';
import type { TicketOnSale } from '../api/tickets';

export function ticketPrice(cents: number): string {
  return formatPrice(cents / 100);
}

/** How the asking price compares with the face value: "+10 %", "−8 %", or at face value. */
function markup(priceCents: number, faceValueCents: number, t: TFunction): string {
  const percent = Math.round(((priceCents - faceValueCents) * 100) / faceValueCents);
  if (priceCents === faceValueCents || percent === 0) return t('tickets.atFaceValue');
  return percent > 0 ? `+${percent} %` : `−${-percent} %`;
}

interface TicketCardProps {
  ticket: TicketOnSale;
  /** From the list: one translation subscription for the whole list instead of one per card. */
  t: TFunction;
  categoryName: string | undefined;
  /** The signed-in person listed it: they get a delete button instead of buy. */
  ownTicket: boolean;
  onBuy: (ticket: TicketOnSale) => void;
  onDelete: (ticket: TicketOnSale) => void;
}

/** One listing: what, when, where, which seat, unit price × quantity plus the service fee, and the all-in total the checkout charges. */
export const TicketCard = memo(function TicketCard({ ticket, t, categoryName, ownTicket, onBuy, onDelete }: TicketCardProps) {
  return (
    // content-visibility: cards below the fold skip layout and paint until scrolled near (long lists stay cheap).
    <li
      className="flex flex-col rounded-2xl border border-line bg-white p-4 [contain-intrinsic-size:auto_18rem] [content-visibility:auto] sm:p-5" data-testid="ticket-card" data-ticket-id={ticket.id}>
      <div className="mb-3 flex items-start justify-between gap-3">
        <h3 className="text-lg leading-snug font-bold break-words">{ticket.title}</h3>
        {categoryName && (
          <span className="shrink-0 rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-semibold text-brand-dark">
            <span className="sr-only">{t('tickets.category')}: </span>
            {categoryName}
          </span>
        )}
      </div>
      {ticket.description && <p className="mb-3 line-clamp-2 text-sm text-muted">{ticket.description}</p>}
      <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">{t('tickets.eventDate')}</dt>
        <dd data-testid="ticket-date">
          {formatDay(ticket.eventDate)}
          {ticket.eventTime && ` ${ticket.eventTime}`}
        </dd>
        <dt className="text-muted">{t('tickets.venue')}</dt>
        <dd className="break-words">{ticket.venue}</dd>
        <dt className="text-muted">{t('tickets.seat')}</dt>
        <dd>{formatSeat(ticket.seat, t) || '—'}</dd>
        <dt className="text-muted">{t('tickets.seller')}</dt>
        <dd>{ticket.seller.name}</dd>
      </dl>
      <p className="mb-3 text-sm text-muted" data-testid="ticket-face-value">
        {ticket.tierName && <span className="font-medium text-ink">{ticket.tierName} · </span>}
        {t('tickets.faceValueLine', { faceValue: ticketPrice(ticket.faceValueCents), price: ticketPrice(ticket.pricePerUnitCents), markup: markup(ticket.pricePerUnitCents, ticket.faceValueCents, t) })}
      </p>
      <div className="mt-auto flex flex-wrap items-end justify-between gap-3 border-t border-line pt-3">
        <div>
          <p className="text-sm text-muted" data-testid="ticket-price-parts">
            {t('tickets.unitTimesQuantityPlusFee', { price: ticketPrice(ticket.pricePerUnitCents), quantity: ticket.quantity, fee: ticketPrice(ticket.buyerFeeCents) })}
          </p>
          <p className="text-xl font-extrabold" data-testid="ticket-total">
            <span className="sr-only">{t('tickets.total')}: </span>
            {ticketPrice(ticket.allInPriceCents)} <span className="text-sm font-semibold text-muted">{t('tickets.allIn')}</span>
          </p>
        </div>
        {ownTicket ? (
          <Button variant="secondary" className="px-4 py-2" onClick={() => onDelete(ticket)} aria-label={t('tickets.deleteLabel', { title: ticket.title })}>
            {t('tickets.delete')}
          </Button>
        ) : (
          <Button className="px-5 py-2" onClick={() => onBuy(ticket)} aria-label={t('tickets.buyLabel', { title: ticket.title })}>
            {t('tickets.buy')}
          </Button>
        )}
      </div>
    </li>
  );
});
