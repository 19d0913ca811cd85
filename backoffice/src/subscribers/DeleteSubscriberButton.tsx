import DeleteIcon from '@mui/icons-material/Delete';
import { useDataProvider, useRecordContext, useRedirect, useRefresh, useTranslate } from 'react-admin';
import { ConfirmButton } from '../shared/ConfirmButton';

/** Deletes after the spec's question; says "Subscriber successfully deleted" or "Failed to delete subscriber: …". */
export function DeleteSubscriberButton({ redirectToList = false }: { redirectToList?: boolean }) {
  const record = useRecordContext<{ id: string; email: string }>();
  const dataProvider = useDataProvider();
  const redirect = useRedirect();
  const refresh = useRefresh();
  const translate = useTranslate();
  if (!record) return null;
  const remove = async () => {
    try {
      await dataProvider.delete('subscribers', { id: record.id, previousData: record });
    } catch (error) {
      throw new Error(translate('bte.subscribers.delete_failed', { reason: (error as Error).message }), { cause: error });
    }
  };
  return (
    <ConfirmButton
      label="ra.action.delete"
      ariaLabel={`${translate('ra.action.delete')} ${record.email}`}
      icon={<DeleteIcon />}
      color="error"
      title="bte.subscribers.delete_title"
      content="bte.subscribers.delete_confirm"
      translateOptions={{ email: record.email }}
      confirmLabel="bte.subscribers.delete"
      keepLabel="bte.subscribers.keep"
      action={remove}
      success="bte.subscribers.deleted"
      afterSuccess={() => (redirectToList ? redirect('list', 'subscribers') : refresh())}
    />
  );
}
