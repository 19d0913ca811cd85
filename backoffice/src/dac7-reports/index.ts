import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./Dac7ReportList')),
  icon: ReceiptLongIcon,
};
