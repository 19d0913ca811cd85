import { useTranslation } from 'react-i18next';
import { formatDate, formatSeat } from '../../../lib/format';
import type { Order } from '../api/order';

/** "2026-12-31" → "31.12.2026" (a calendar day from the API, shown without a time zone shift). */
function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return formatDate(new Date(year, month - 1, date));
}

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
