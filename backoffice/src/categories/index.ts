import CategoryIcon from '@mui/icons-material/Category';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./CategoryList')),
  edit: lazy(() => import('./CategoryEdit')),
  create: lazy(() => import('./CategoryCreate')),
  icon: CategoryIcon,
};
