import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./WaitingListList')),
  show: lazy(() => import('./WaitingListShow')),
  icon: HourglassTopIcon,
};
