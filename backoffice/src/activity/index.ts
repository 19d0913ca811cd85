import HistoryIcon from '@mui/icons-material/History';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./ActivityList')),
  show: lazy(() => import('./ActivityShow')),
  icon: HistoryIcon,
};
