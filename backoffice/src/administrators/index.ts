import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./AdministratorList')),
  create: lazy(() => import('./AdministratorCreate')),
  icon: AdminPanelSettingsIcon,
};
