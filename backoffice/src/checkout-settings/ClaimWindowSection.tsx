import { useAdminApi } from '../dataProvider';
import { WholeNumberSetting } from '../shared/WholeNumberSetting';

/** The claim window: how long after an event starts its buyers may claim, and its sellers wait to be paid. */
export function ClaimWindowSection() {
  const api = useAdminApi();
  return (
    <WholeNumberSetting
      id="checkout-claim-window"
      texts="bte.checkout_settings.claim_window"
      bounds={{ min: 24, max: 336 }}
      read={async () => (await api.payoutSettings()).claimWindowHours}
      write={async (claimWindowHours) => (await api.changePayoutSettings({ claimWindowHours })).claimWindowHours}
    />
  );
}
