import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./SubscriberList')),
  edit: lazy(() => import('./SubscriberEdit')),
  icon: MarkEmailReadIcon,
};
