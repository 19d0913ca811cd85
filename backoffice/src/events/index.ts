import EventIcon from '@mui/icons-material/Event';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./EventList')),
  edit: lazy(() => import('./EventEdit')),
  create: lazy(() => import('./EventCreate')),
  icon: EventIcon,
};
