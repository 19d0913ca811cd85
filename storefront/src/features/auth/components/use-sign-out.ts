import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useLogout } from '../api/session';

/** Logs out and says how it went: the user menu's and the profile's logout buttons. */
export function useSignOut() {
  const { t } = useTranslation();
  const logout = useLogout();
  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => notify.success(t('auth.loggedOut')),
      onError: () => notify.error(t('auth.logoutFailed')),
    });
  return { signOut, pending: logout.isPending };
}
