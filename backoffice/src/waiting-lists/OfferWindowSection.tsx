import { useAdminApi } from '../dataProvider';
import { WholeNumberSetting } from '../shared/WholeNumberSetting';

/** The offer window: how long tickets offered from a waiting list stay held for that one fan. */
export function OfferWindowSection() {
  const api = useAdminApi();
  return (
    <WholeNumberSetting
      id="offer-window"
      texts="bte.waiting_lists.offer_window"
      bounds={{ min: 5, max: 1440 }}
      read={async () => (await api.waitingListSettings()).offerWindowMinutes}
      write={async (offerWindowMinutes) => (await api.changeWaitingListSettings({ offerWindowMinutes })).offerWindowMinutes}
    />
  );
}
