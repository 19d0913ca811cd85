import { BuyDialog } from '../../features/tickets/components/buy-dialog';
import { OfferPage } from '../../features/waiting-list';

export function Component() {
  return <OfferPage BuyDialog={BuyDialog} />;
}
