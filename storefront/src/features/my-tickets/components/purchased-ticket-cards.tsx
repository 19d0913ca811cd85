import { useTranslation } from 'react-i18next';
import { formatPrice, formatSeat } from '../../../lib/format';
import { DownloadTicketButton } from '../../orders';
import { euros, type MyTicket } from '../api/my-tickets';
import { StatusBadge } from './status-badge';
import { formatDay } from '../../../lib/format';
import { fileReachable } from './ticket-format';

/** The buyer's tickets as cards, newest first; a card opens the detail and downloads the file of a bought ticket. */
export function PurchasedTicketCards({ tickets, categoryNames, onOpen }: { tickets: MyTicket[]; categoryNames: Map<string, string>; onOpen: (ticket: MyTicket) => void }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-4 sm:grid-cols-2" data-testid="purchased-tickets">
      {tickets.map((ticket) => (
        <li key={ticket.id} className="flex flex-col rounded-xl border border-line p-4" data-testid="purchased-ticket">
          <div className="mb-2 flex items-start justify-between gap-2">
            <h2 className="font-bold break-words">{ticket.title}</h2>
            <StatusBadge status={ticket.status} purchased />
          </div>
          <p className="text-sm text-muted">{categoryNames.get(ticket.category.id) ?? ticket.category.slug}</p>
          <p className="mt-2 text-sm">
            {formatDay(ticket.eventDate)}
            {ticket.eventTime ? ` · ${ticket.eventTime}` : ''} · {ticket.venue}
          </p>
          {formatSeat(ticket.seat, t) && (
            <p className="text-sm text-muted" data-testid="purchased-seat">
              {formatSeat(ticket.seat, t)}
            </p>
          )}
          <p className="mt-3 text-sm text-muted">
            {formatPrice(euros(ticket.pricePerUnitCents))} × {ticket.quantity}
          </p>
          <p className="font-bold">{formatPrice(euros(ticket.priceCents))}</p>
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
            <button type="button" onClick={() => onOpen(ticket)} className="rounded-lg px-0 font-semibold text-brand hover:underline">
              {t('myTickets.details')}
            </button>
            {fileReachable(ticket, 'buyer') && <DownloadTicketButton ticketId={ticket.id} title={ticket.title} fileCount={ticket.fileCount} variant="secondary" className="px-3 py-1.5 text-sm" />}
          </div>
        </li>
      ))}
    </ul>
  );
}
