import ExitIcon from '@mui/icons-material/PowerSettingsNew';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useLogout, useNotify, useTranslate, useUserMenu } from 'react-admin';
import { signOutSucceeded } from '../auth/authProvider';

/** Signs out and says whether the server ended the session ("You have been successfully logged out"). */
export function LogoutMenuItem() {
  const logout = useLogout();
  const notify = useNotify();
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const signOut = async () => {
    userMenu?.onClose();
    await logout(null, '/login', false);
    notify(signOutSucceeded() ? 'bte.auth.logged_out' : 'bte.auth.logout_failed', { type: signOutSucceeded() ? 'success' : 'error' });
  };
  return (
    <MenuItem onClick={() => void signOut()}>
      <ListItemIcon>
        <ExitIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('ra.auth.logout')}</ListItemText>
    </MenuItem>
  );
}
