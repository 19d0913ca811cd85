import DeleteIcon from '@mui/icons-material/Delete';
import { useState, type MouseEvent } from 'react';
import { Confirm, useDelete, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { TextButton } from '../shared/TextButton';

/** Deletes after the spec's question; says "Subscriber successfully deleted" or "Failed to delete subscriber: …". */
export function DeleteSubscriberButton({ redirectToList = false }: { redirectToList?: boolean }) {
  const record = useRecordContext<{ id: string; email: string }>();
  const [remove, { isPending }] = useDelete();
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  if (!record) return null;
  const confirm = () =>
    remove(
      'subscribers',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(false);
          notify('bte.subscribers.deleted', { type: 'success' });
          if (redirectToList) redirect('list', 'subscribers');
        },
        onError: (error) => {
          setAsking(false);
          notify('bte.subscribers.delete_failed', { type: 'error', messageArgs: { reason: (error as Error).message } });
        },
      },
    );
  const open = (event: MouseEvent) => {
    event.stopPropagation(); // the row click would open the edit page
    setAsking(true);
  };
  return (
    <>
      <TextButton label="ra.action.delete" onClick={open} startIcon={<DeleteIcon />} color="error" aria-label={`${translate('ra.action.delete')} ${record.email}`} />
      <Confirm
        isOpen={asking}
        loading={isPending}
        title="bte.subscribers.delete_title"
        content="bte.subscribers.delete_confirm"
        translateOptions={{ email: record.email }}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
