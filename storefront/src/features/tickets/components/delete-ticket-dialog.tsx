import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { isApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useDeleteTicket, type Ticket } from '../api/tickets';

/** What the dialog needs of a listing: its own list's or the public list's shape. */
type Deletable = Pick<Ticket, 'id' | 'title'>;

/** The seller's own listing: delete after a confirmation (cancel, or delete with a deleting state). */
export function DeleteTicketDialog({ ticket, onClose }: { ticket: Deletable; onClose: () => void }) {
  const { t } = useTranslation();
  const deletion = useDeleteTicket();

  const confirm = () =>
    deletion.mutate(ticket.id, {
      onSuccess: () => {
        notify.success(t('tickets.deleted'), { description: t('tickets.deletedText') });
        onClose();
      },
      onError: (error) => notify.error(t('tickets.deleteFailed'), { description: (isApiError(error) && error.message) || t('common.tryAgain') }),
    });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !deletion.isPending && onClose()}
      title={t('tickets.deleteTitle')}
      description={t('tickets.deleteText', { title: ticket.title })}
      closeLabel={t('common.close')}
      testId="delete-ticket-dialog"
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose} disabled={deletion.isPending}>
          {t('tickets.cancel')}
        </Button>
        <Button onClick={confirm} disabled={deletion.isPending} className="border-danger! bg-danger! hover:border-red-800! hover:bg-red-800!" data-testid="confirm-delete">
          {deletion.isPending ? t('tickets.deleting') : t('tickets.delete')}
        </Button>
      </div>
    </Dialog>
  );
}
