import { useTranslation } from 'react-i18next';
import type { TicketStatus } from '../api/my-tickets';

/**
 * Spec section 4: available = Active (green), sold (blue), expired (orange), anything else Unknown (grey); and
 * reserved (amber): held for a buyer who is paying (issue 17); withdrawn (red): taken off the market by staff or
 * because of an event, a category or an account, with the reason in the detail (issue 20).
 */
const looks = {
  available: { key: 'myTickets.status.available', classes: 'bg-green-100 text-green-800' },
  reserved: { key: 'myTickets.status.reserved', classes: 'bg-amber-100 text-amber-900' },
  sold: { key: 'myTickets.status.sold', classes: 'bg-blue-100 text-blue-800' },
  purchased: { key: 'myTickets.status.purchased', classes: 'bg-blue-100 text-blue-800' },
  expired: { key: 'myTickets.status.expired', classes: 'bg-orange-100 text-orange-800' },
  withdrawn: { key: 'myTickets.status.withdrawn', classes: 'bg-red-100 text-red-800' },
  unknown: { key: 'myTickets.status.unknown', classes: 'bg-slate-200 text-slate-700' },
} as const;

/** `purchased`: the buyer's view, where a ticket sold to them reads "Purchased", not "Sold". */
export function StatusBadge({ status, purchased = false }: { status: TicketStatus | string; purchased?: boolean }) {
  const { t } = useTranslation();
  const look = purchased && status === 'sold' ? looks.purchased : status === 'available' || status === 'reserved' || status === 'sold' || status === 'expired' || status === 'withdrawn' ? looks[status] : looks.unknown;
  return (
    <span data-testid="status-badge" data-status={status} className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${look.classes}`}>
      {t(look.key)}
    </span>
  );
}
