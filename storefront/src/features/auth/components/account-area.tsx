import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { LanguageCode } from '../../../lib/language';
import { useSession } from '../api/session';
import { useAuthDialog } from './use-auth-dialog';

const loadAuthDialog = () => import('./auth-dialog');
const AuthDialog = lazy(loadAuthDialog);
const UserMenu = lazy(() => import('./user-menu'));

/** The header's right end: a login button, or the signed-in user's menu; and the sign-in dialog when asked for. */
export function AccountArea({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const session = useSession();
  const dialog = useAuthDialog();
  const user = session.data ?? null;

  return (
    <>
      {user ? (
        <Suspense fallback={<span className="inline-block size-10" />}>
          <UserMenu user={user} language={language} />
        </Suspense>
      ) : (
        <Button
          variant="primary"
          className="px-3 py-2 text-sm"
          onClick={() => dialog.open('login')}
          onPointerEnter={() => void loadAuthDialog()}
          onFocus={() => void loadAuthDialog()}
          data-testid="login-button"
        >
          {t('auth.loginButton')}
        </Button>
      )}
      {dialog.tab && !user && (
        <Suspense fallback={null}>
          <AuthDialog tab={dialog.tab} onTabChange={dialog.open} onClose={dialog.close} />
        </Suspense>
      )}
    </>
  );
}
