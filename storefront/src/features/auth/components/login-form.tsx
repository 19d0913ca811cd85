import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { z } from 'zod/mini';
import { Button } from '../../../components/ui/button';
import { Field, inputClasses } from '../../../components/ui/field';
import { isApiError } from '../../../lib/api-error';
import { emailPattern } from '../../../lib/email';
import { applyServerFieldErrors, useErrorText } from '../../../lib/form-errors';
import { readRecentEmails, rememberEmail } from '../../../lib/recent-emails';
import { useLogin, usePasswordResetRequest } from '../api/session';
import { PasswordInput } from './password-input';

const emailRule = z.string().check(z.trim(), z.regex(emailPattern, 'validation.emailInvalid'));

const loginSchema = z.object({
  email: emailRule,
  password: z.string().check(z.minLength(6, 'validation.passwordMin6')),
});

type LoginValues = z.infer<typeof loginSchema>;

export function LoginForm({ initialEmail, onSignedIn }: { initialEmail?: string; onSignedIn: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const login = useLogin();
  const resetRequest = usePasswordResetRequest();
  const [resetSent, setResetSent] = useState(false);
  const [recentEmails] = useState(() => readRecentEmails('auth'));
  const suggestionsId = useId();
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: initialEmail ?? recentEmails[0] ?? '', password: '' },
  });
  const { register, handleSubmit, formState, setError, trigger, getValues } = form;

  const onSubmit = handleSubmit((values) =>
    login.mutateAsync(values).then(
      () => {
        rememberEmail(values.email, { auth: true });
        notify.success(t('auth.loginSuccess'));
        onSignedIn();
      },
      (error: unknown) => {
        if (isApiError(error) && error.code === 'auth.invalid_credentials') {
          notify.error(t('auth.invalidCredentials'));
          setError('password', { type: 'server', message: t('auth.invalidCredentials') });
          return;
        }
        if (isApiError(error) && applyServerFieldErrors(error, ['email', 'password'], setError)) return;
        notify.error(t('common.error'), { description: (isApiError(error) && error.message) || t('common.tryAgain') });
      },
    ),
  );

  const requestReset = async () => {
    setResetSent(false);
    if (!(await trigger('email'))) return;
    const email = getValues('email').trim();
    resetRequest.mutate(email, {
      onSuccess: () => {
        rememberEmail(email);
        setResetSent(true);
        notify.success(t('auth.resetSent'));
      },
      onError: (error) => notify.error(t('common.error'), { description: (isApiError(error) && error.message) || t('common.tryAgain') }),
    });
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4" data-testid="login-form">
      <Field label={t('auth.email')} error={errorText(formState.errors.email)}>
        {(control) => (
          <input
            {...control}
            {...register('email')}
            type="email"
            autoComplete="email"
            list={recentEmails.length > 0 ? suggestionsId : undefined}
            className={inputClasses}
          />
        )}
      </Field>
      {recentEmails.length > 0 && (
        <datalist id={suggestionsId} data-testid="recent-emails">
          {recentEmails.map((email) => (
            <option key={email} value={email} />
          ))}
        </datalist>
      )}
      <Field label={t('auth.password')} error={errorText(formState.errors.password)}>
        {(control) => <PasswordInput {...control} {...register('password')} autoComplete="current-password" />}
      </Field>
      <div className="flex flex-col gap-1">
        <button
          type="button"
          onClick={() => void requestReset()}
          disabled={resetRequest.isPending}
          className="self-start text-sm font-medium text-brand underline-offset-2 hover:underline"
        >
          {resetRequest.isPending ? t('common.sending') : t('auth.forgotPassword')}
        </button>
        {resetSent && (
          <p role="status" className="text-sm text-success">
            {t('auth.resetSent')}
          </p>
        )}
      </div>
      <Button type="submit" disabled={login.isPending}>
        {login.isPending ? t('auth.signingIn') : t('auth.loginSubmit')}
      </Button>
    </form>
  );
}
