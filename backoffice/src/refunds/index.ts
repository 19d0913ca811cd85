import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./RefundList')),
  icon: CurrencyExchangeIcon,
};
