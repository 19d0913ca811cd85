import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import type { Order } from '../api/order';

/** "2026-12-31" → "31.12.2026" (a calendar day from the API, shown without a time zone shift). */
function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return formatDate(new Date(year, month - 1, date));
}

/** When and where, and the seat when the listing names one. */
export function TicketFacts({ ticket }: { ticket: Order['ticket'] }) {
  const { t } = useTranslation();
  const seat = [
    ticket.seat.section && t('tickets.seatSection', { value: ticket.seat.section }),
    ticket.seat.row && t('tickets.seatRow', { value: ticket.seat.row }),
    ticket.seat.seat && t('tickets.seatNumber', { value: ticket.seat.seat }),
  ].filter(Boolean);
  return (
    <p className="text-sm text-muted">
      {formatDay(ticket.eventDate)}
      {ticket.eventTime && ` ${ticket.eventTime}`} · {ticket.venue}
      {seat.length > 0 && ` · ${seat.join(', ')}`}
    </p>
  );
}
