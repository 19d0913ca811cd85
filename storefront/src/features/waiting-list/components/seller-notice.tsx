import { useTranslation } from 'react-i18next';
import { useEventWaitingList } from '../api/waiting-list';

/** The sell form, once a catalogue event is chosen: its waiting fans get the tickets first. */
export function SellerWaitingNotice({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const list = useEventWaitingList(eventId, eventId !== '');
  if (!eventId || !list.data || list.data.people === 0 || list.data.paused) return null;
  return (
    <p role="status" className="rounded-lg bg-brand-soft p-3 text-sm font-medium text-brand" data-testid="seller-waiting-notice">
      {t('waitingList.sellerNotice', { count: list.data.people })}
    </p>
  );
}
