import ReceiptIcon from '@mui/icons-material/Receipt';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./OrderList')),
  show: lazy(() => import('./OrderShow')),
  icon: ReceiptIcon,
};
