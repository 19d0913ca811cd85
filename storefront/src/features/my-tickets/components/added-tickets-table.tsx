import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../lib/format';
import { euros, type MyTicket } from '../api/my-tickets';
import { StatusBadge } from './status-badge';
import { formatDay } from '../../../lib/format';
import { fileReachable } from './ticket-format';
import { DownloadTicketButton } from '../../orders';

interface AddedTicketsTableProps {
  tickets: MyTicket[];
  categoryNames: Map<string, string>;
  onOpen: (ticket: MyTicket) => void;
  onEdit: (ticket: MyTicket) => void;
  onDelete: (ticket: MyTicket) => void;
}

/** The seller's listings, newest first; only an available listing can still be edited or deleted. */
export function AddedTicketsTable({ tickets, categoryNames, onOpen, onEdit, onDelete }: AddedTicketsTableProps) {
  const { t } = useTranslation();
  const head = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-muted uppercase';
  const cell = 'px-3 py-3 align-middle';
  const download = (ticket: MyTicket) =>
    fileReachable(ticket, 'seller') && <DownloadTicketButton ticketId={ticket.id} title={ticket.title} fileCount={ticket.fileCount} variant="ghost" className="px-2 py-1 text-sm text-brand" />;
  const changes = (ticket: MyTicket) =>
    ticket.status === 'available' ? (
      <span className="flex gap-1">
        <button type="button" onClick={() => onEdit(ticket)} aria-label={t('myTickets.editOf', { title: ticket.title })} className="rounded-md px-2 py-1 font-medium text-brand hover:bg-brand-soft">
          {t('myTickets.edit')}
        </button>
        <button type="button" onClick={() => onDelete(ticket)} aria-label={t('myTickets.deleteOf', { title: ticket.title })} className="rounded-md px-2 py-1 font-medium text-danger hover:bg-red-50">
          {t('myTickets.delete')}
        </button>
      </span>
    ) : null;
  const actions = (ticket: MyTicket) =>
    fileReachable(ticket, 'seller') || ticket.status === 'available' ? (
      <span className="flex flex-wrap items-start gap-1">
        {changes(ticket)}
        {download(ticket)}
      </span>
    ) : (
      <span className="text-muted">—</span>
    );
  const titleButton = (ticket: MyTicket) => (
    <button type="button" className="cursor-pointer text-left font-semibold text-ink hover:text-brand hover:underline" onClick={() => onOpen(ticket)}>
      {ticket.title}
    </button>
  );
  const categoryOf = (ticket: MyTicket) => categoryNames.get(ticket.category.id) ?? ticket.category.slug;
  return (
    <>
      <table className="hidden w-full border-collapse text-sm lg:table" data-testid="added-tickets">
        <thead className="border-b border-line">
          <tr>
            <th scope="col" className={head}>{t('myTickets.columns.title')}</th>
            <th scope="col" className={head}>{t('myTickets.columns.price')}</th>
            <th scope="col" className={head}>{t('myTickets.columns.date')}</th>
            <th scope="col" className={head}>{t('myTickets.columns.quantity')}</th>
            <th scope="col" className={head}>{t('myTickets.columns.status')}</th>
            <th scope="col" className={head}>{t('myTickets.columns.actions')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {tickets.map((ticket) => (
            <tr key={ticket.id} data-testid="added-ticket" data-ticket-id={ticket.id}>
              <td className={cell}>
                {titleButton(ticket)}
                <span className="block text-muted">{categoryOf(ticket)}</span>
                <OverCapNotice ticket={ticket} />
              </td>
              <td className={`${cell} whitespace-nowrap`}>{formatPrice(euros(ticket.priceCents))}</td>
              <td className={`${cell} whitespace-nowrap`}>{formatDay(ticket.eventDate)}</td>
              <td className={cell}>{ticket.quantity}</td>
              <td className={cell}>
                <StatusBadge status={ticket.status} />
              </td>
              <td className={`${cell} whitespace-nowrap`}>{actions(ticket)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {/* Below 1024 px (the sidebar takes its share from 768) the same rows stack, so status and actions stay in view. */}
      <ul className="flex flex-col divide-y divide-line lg:hidden" data-testid="added-tickets-compact">
        {tickets.map((ticket) => (
          <li key={ticket.id} className="py-3 text-sm" data-testid="added-ticket" data-ticket-id={ticket.id}>
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                {titleButton(ticket)}
                <span className="block text-muted">{categoryOf(ticket)}</span>
                <OverCapNotice ticket={ticket} />
              </div>
              <StatusBadge status={ticket.status} />
            </div>
            <dl className="mt-2 grid grid-cols-3 gap-2">
              <div>
                <dt className="text-xs text-muted uppercase">{t('myTickets.columns.price')}</dt>
                <dd className="font-medium whitespace-nowrap">{formatPrice(euros(ticket.priceCents))}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted uppercase">{t('myTickets.columns.date')}</dt>
                <dd className="font-medium">{formatDay(ticket.eventDate)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted uppercase">{t('myTickets.columns.quantity')}</dt>
                <dd className="font-medium">{ticket.quantity}</dd>
              </div>
            </dl>
            <div className="mt-2 -ml-2">{actions(ticket)}</div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** A listing on offer priced over a cap that staff lowered after it was listed: still on sale, and its seller is told the highest price now. */
function OverCapNotice({ ticket }: { ticket: MyTicket }) {
  const { t } = useTranslation();
  if (ticket.status !== 'available' || !ticket.resale?.overCap) return null;
  return (
    <span className="mt-1 block rounded-md bg-amber-50 px-2 py-1 text-xs font-medium text-amber-900" data-testid="over-cap">
      {t('myTickets.overCap', { highest: formatPrice(euros(ticket.resale.highestPriceCents)) })}
    </span>
  );
}
