import { useTranslation } from 'react-i18next';
import { formatDay, formatSeat } from '../../../lib/format';
import type { Order } from '../api/order';

/** When and where, and the seat when the listing names one. */
export function TicketFacts({ ticket }: { ticket: Order['ticket'] }) {
  const { t } = useTranslation();
  const seat = formatSeat(ticket.seat, t);
  return (
    <p className="text-sm text-muted">
      {formatDay(ticket.eventDate)}
      {ticket.eventTime && ` ${ticket.eventTime}`} · {ticket.venue}
      {seat && ` · ${seat}`}
    </p>
  );
}
