import CreditCardOffIcon from '@mui/icons-material/CreditCardOff';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./DisputeList')),
  show: lazy(() => import('./DisputeShow')),
  icon: CreditCardOffIcon,
};
