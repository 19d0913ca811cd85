import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./TicketList')),
  show: lazy(() => import('./TicketShow')),
  icon: ConfirmationNumberIcon,
};
