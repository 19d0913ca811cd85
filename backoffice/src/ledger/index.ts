import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./LedgerPage')),
  icon: AccountBalanceIcon,
};
