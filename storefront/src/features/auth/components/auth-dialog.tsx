import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import type { AuthTab } from './use-auth-dialog';

interface AuthDialogProps {
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  onClose: () => void;
}

const tabClasses =
  'flex-1 rounded-lg px-2 py-2 text-sm font-semibold whitespace-nowrap text-muted sm:px-4 sm:text-base data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm';

/** Sign in or create an account, in one dialog with two tabs. Loaded only when opened. */
export default function AuthDialog({ tab, onTabChange, onClose }: AuthDialogProps) {
  const { t } = useTranslation();
  const [registeredEmail, setRegisteredEmail] = useState<string | undefined>();

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={tab === 'login' ? t('auth.loginTitle') : t('auth.registerTitle')}
      closeLabel={t('common.close')}
      testId="auth-dialog"
      focusFirstField
    >
      <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value === 'register' ? 'register' : 'login')}>
        <Tabs.List aria-label={t('auth.tabsLabel')} className="mb-5 flex gap-1 rounded-xl bg-slate-100 p-1">
          <Tabs.Trigger value="login" className={tabClasses}>
            {t('auth.loginTab')}
          </Tabs.Trigger>
          <Tabs.Trigger value="register" className={tabClasses}>
            {t('auth.registerTab')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="login" className="focus-visible:outline-none">
          <LoginForm initialEmail={registeredEmail} onSignedIn={onClose} />
        </Tabs.Content>
        <Tabs.Content value="register" className="focus-visible:outline-none">
          <RegisterForm
            onRegistered={(email) => {
              setRegisteredEmail(email);
            }}
            onGoToLogin={() => onTabChange('login')}
          />
        </Tabs.Content>
      </Tabs.Root>
      <div className="mt-5 border-t border-line pt-5">
        <button
          type="button"
          disabled
          aria-describedby="google-soon"
          className="flex w-full items-center justify-center gap-3 rounded-lg border border-line bg-white px-4 py-2.5 font-medium text-ink opacity-60"
        >
          <span aria-hidden="true" className="font-bold text-[#4285f4]">
            G
          </span>
          {t('auth.google')}
        </button>
        <p id="google-soon" className="mt-2 text-center text-sm text-muted">
          {t('auth.googleSoon')}
        </p>
      </div>
    </Dialog>
  );
}
