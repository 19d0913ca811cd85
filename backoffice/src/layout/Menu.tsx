import MailIcon from '@mui/icons-material/Mail';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import PriceCheckIcon from '@mui/icons-material/PriceCheck';
import SettingsIcon from '@mui/icons-material/Settings';
import { Menu as RaMenu } from 'react-admin';
import { QueueHealthMenuItem } from './QueueHealthMenuItem';

/** Dashboard, the resources in the order staff use them, then the pages that are not resources. */
export function Menu() {
  return (
    <RaMenu>
      <RaMenu.DashboardItem />
      <RaMenu.ResourceItems />
      <RaMenu.Item to="/messages" primaryText="bte.nav.messages" leftIcon={<MailIcon />} />
      <QueueHealthMenuItem />
      <RaMenu.Item to="/checkout-settings" primaryText="bte.nav.checkout_settings" leftIcon={<PointOfSaleIcon />} />
      <RaMenu.Item to="/resale-rules" primaryText="bte.nav.resale_rules" leftIcon={<PriceCheckIcon />} />
      <RaMenu.Item to="/settings" primaryText="bte.nav.settings" leftIcon={<SettingsIcon />} />
    </RaMenu>
  );
}
