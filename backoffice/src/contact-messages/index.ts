import ContactMailIcon from '@mui/icons-material/ContactMail';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./ContactMessageList')),
  show: lazy(() => import('./ContactMessageShow')),
  icon: ContactMailIcon,
};
