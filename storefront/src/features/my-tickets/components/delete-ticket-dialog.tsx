import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { isApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useDeleteTicket, type MyTicket } from '../api/my-tickets';

/** Delete needs a confirmation; while the request runs the dialog says so and cannot be sent twice. */
export function DeleteTicketDialog({ ticket, onClose }: { ticket: MyTicket; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteTicket();
  const confirm = () =>
    remove.mutate(ticket.id, {
      onSuccess: () => {
        notify.success(t('myTickets.deleted'), { description: t('myTickets.deletedDetail') });
        onClose();
      },
      onError: (error) => notify.error(t('myTickets.deleteFailed'), { description: isApiError(error) && error.message ? error.message : undefined }),
    });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !remove.isPending && onClose()}
      title={t('myTickets.deleteTitle')}
      description={t('myTickets.deleteQuestion', { title: ticket.title })}
      closeLabel={t('common.close')}
      testId="delete-ticket-dialog"
    >
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose} disabled={remove.isPending}>
          {t('myTickets.cancel')}
        </Button>
        <Button onClick={confirm} disabled={remove.isPending} className="border-danger! bg-danger! hover:bg-red-800!">
          {remove.isPending ? t('myTickets.deleting') : t('myTickets.delete')}
        </Button>
      </div>
    </Dialog>
  );
}
