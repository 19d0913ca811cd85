import FactCheckIcon from '@mui/icons-material/FactCheck';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./ReconciliationList')),
  show: lazy(() => import('./ReconciliationShow')),
  icon: FactCheckIcon,
};
