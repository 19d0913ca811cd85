import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../lib/format';
import { euros, type MyTicket } from '../api/my-tickets';
import { StatusBadge } from './status-badge';
import { formatDay } from './ticket-format';

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
  return (
    <div className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
      <table className="w-full min-w-[40rem] border-collapse text-sm" data-testid="added-tickets">
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
                <button type="button" className="cursor-pointer text-left font-semibold text-ink hover:text-brand hover:underline" onClick={() => onOpen(ticket)}>
                  {ticket.title}
                </button>
                <span className="block text-muted">{categoryNames.get(ticket.category.id) ?? ticket.category.slug}</span>
              </td>
              <td className={`${cell} whitespace-nowrap`}>{formatPrice(euros(ticket.priceCents))}</td>
              <td className={`${cell} whitespace-nowrap`}>{formatDay(ticket.eventDate)}</td>
              <td className={cell}>{ticket.quantity}</td>
              <td className={cell}>
                <StatusBadge status={ticket.status} />
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                {ticket.status === 'available' ? (
                  <span className="flex gap-1">
                    <button type="button" onClick={() => onEdit(ticket)} aria-label={t('myTickets.editOf', { title: ticket.title })} className="rounded-md px-2 py-1 font-medium text-brand hover:bg-brand-soft">
                      {t('myTickets.edit')}
                    </button>
                    <button type="button" onClick={() => onDelete(ticket)} aria-label={t('myTickets.deleteOf', { title: ticket.title })} className="rounded-md px-2 py-1 font-medium text-danger hover:bg-red-50">
                      {t('myTickets.delete')}
                    </button>
                  </span>
                ) : (
                  <span className="text-muted">—</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
