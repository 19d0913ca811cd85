import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { formatPrice, formatSeat } from '../../../lib/format';
import { euros, type MyTicket } from '../api/my-tickets';
import { StatusBadge } from './status-badge';
import { formatDay } from '../../../lib/format';
import { fileReachable } from './ticket-format';
import { DownloadTicketButton } from '../../orders';
import { useNarrowScreen } from './use-narrow-screen';

/** A ticket's details: a dialog, or a drawer from the bottom under 768 px. */
export function TicketDetail({ ticket, role, categoryName, onClose }: { ticket: MyTicket; role: 'seller' | 'buyer'; categoryName: string; onClose: () => void }) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const body = (
    <>
      <TicketFacts ticket={ticket} role={role} categoryName={categoryName} />
      {fileReachable(ticket, role) && (
        <div className="mt-5">
          <DownloadTicketButton ticketId={ticket.id} fileCount={ticket.fileCount} />
        </div>
      )}
    </>
  );
  const onOpenChange = (open: boolean) => !open && onClose();
  if (!narrow) {
    return (
      <Dialog open onOpenChange={onOpenChange} title={ticket.title} closeLabel={t('common.close')} testId="ticket-detail">
        {body}
      </Dialog>
    );
  }
  return (
    <RadixDialog.Root open onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          data-testid="ticket-detail"
          data-variant="drawer"
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[85dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl focus:outline-none"
        >
          <div aria-hidden="true" className="mx-auto mb-3 h-1.5 w-12 rounded-full bg-slate-300" />
          <div className="mb-4 flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-xl font-bold break-words">{ticket.title}</RadixDialog.Title>
            <RadixDialog.Close aria-label={t('common.close')} className="-mt-1 -mr-2 rounded-lg p-2 text-muted hover:bg-slate-100">
              <span aria-hidden="true" className="block text-xl leading-none">
                ×
              </span>
            </RadixDialog.Close>
          </div>
          {body}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function TicketFacts({ ticket, role, categoryName }: { ticket: MyTicket; role: 'seller' | 'buyer'; categoryName: string }) {
  const { t } = useTranslation();
  const rows: [string, ReactNode][] = [
    [t('myTickets.detail.status'), <StatusBadge key="status" status={ticket.status} purchased={role === 'buyer'} />],
    ...(ticket.status === 'withdrawn' && ticket.withdrawnReason ? [[t('myTickets.detail.withdrawnReason'), ticket.withdrawnReason] as [string, ReactNode]] : []),
    [t('myTickets.detail.category'), categoryName],
    [t('myTickets.detail.date'), `${formatDay(ticket.eventDate)}${ticket.eventTime ? ` ${ticket.eventTime}` : ''}`],
    [t('myTickets.detail.venue'), ticket.venue],
    [t('myTickets.detail.seat'), formatSeat(ticket.seat, t) || '—'],
    [t('myTickets.detail.unitPrice'), `${formatPrice(euros(ticket.pricePerUnitCents))} × ${ticket.quantity}`],
    [t('myTickets.detail.total'), formatPrice(euros(ticket.priceCents))],
    [t('myTickets.detail.seller'), ticket.seller.name.trim() || t('myTickets.unknownSeller')],
  ];
  return (
    <div>
      {ticket.description && <p className="mb-4 whitespace-pre-line text-ink">{ticket.description}</p>}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="font-medium break-words" data-testid={label === t('myTickets.detail.seller') ? 'ticket-seller' : undefined}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
