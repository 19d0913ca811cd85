import GavelIcon from '@mui/icons-material/Gavel';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./ClaimList')),
  show: lazy(() => import('./ClaimShow')),
  icon: GavelIcon,
};
