import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { Field, inputClasses } from '../../../components/ui/field';
import { paths } from '../../../config/paths';
import { api, unwrap } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { emailPattern } from '../../../lib/email';
import { useErrorText } from '../../../lib/form-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { useQueryParams } from '../../../lib/use-query-params';
import { usePasswordResetRequest } from '../api/session';
import { PasswordInput } from './password-input';

/**
 * `/{lang}/reset-password`: the link of the password-reset email (`?token=…`) sets a new password; without a token
 * (the links of the "account exists" and "password changed" emails) it asks for a reset link.
 */
export function ResetPassword() {
  const { t } = useTranslation();
  const token = useQueryParams()[0].get('token') ?? '';
  useDocumentTitle(t('auth.reset.title'));
  return (
    <section className="max-w-md" data-testid="reset-password">
      <h1 className="mb-4 text-3xl font-extrabold">{t('auth.reset.title')}</h1>
      {token ? <NewPasswordForm token={token} /> : <ResetLinkForm />}
    </section>
  );
}

const newPasswordSchema = z
  .object({
    password: z.string().check(z.minLength(8, 'validation.passwordMin8')),
    confirmPassword: z.string().check(z.minLength(8, 'validation.passwordMin8')),
  })
  .check(z.refine((values) => values.password === values.confirmPassword, { path: ['confirmPassword'], message: 'validation.passwordsMismatch' }));

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const reset = useMutation({
    mutationFn: (newPassword: string) => unwrap(api.POST('/api/auth/password-resets', { body: { token, newPassword } })),
  });
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await reset.mutateAsync(password);
    } catch (error) {
      if (!isApiError(error)) return setFailure(t('common.tryAgain'));
      if (error.fieldErrors.newPassword) return setError('password', { type: 'server', message: error.fieldErrors.newPassword });
      // An unknown, used or expired link: the server says which, in the page's language.
      setFailure(error.fieldErrors.token ?? error.message);
    }
  });

  if (reset.data) {
    return (
      <>
        <p role="status" className="mb-6 rounded-lg bg-green-50 p-4 font-medium text-success">
          {reset.data.message}
        </p>
        <ButtonLink to={`${paths.home.getHref(language)}?tab=login`}>{t('auth.loginButton')}</ButtonLink>
      </>
    );
  }
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <p className="text-muted">{t('auth.reset.newPasswordText')}</p>
      <Field label={t('auth.reset.newPassword')} error={errorText(formState.errors.password)} hint={t('auth.passwordHint', { min: 8 })}>
        {(control) => <PasswordInput {...control} {...register('password')} autoComplete="new-password" />}
      </Field>
      <Field label={t('auth.confirmPassword')} error={errorText(formState.errors.confirmPassword)}>
        {(control) => <PasswordInput {...control} {...register('confirmPassword')} autoComplete="new-password" />}
      </Field>
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-danger">
          {failure}
        </p>
      )}
      <Button type="submit" disabled={reset.isPending}>
        {reset.isPending ? t('common.sending') : t('auth.reset.save')}
      </Button>
    </form>
  );
}

const emailSchema = z.object({ email: z.string().check(z.trim(), z.regex(emailPattern, 'validation.emailInvalid')) });

function ResetLinkForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const request = usePasswordResetRequest();
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(emailSchema), defaultValues: { email: '' } });
  const onSubmit = handleSubmit(({ email }) => request.mutateAsync(email).catch(() => undefined));

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <p className="text-muted">{t('auth.reset.requestText')}</p>
      <Field label={t('auth.email')} error={errorText(formState.errors.email)}>
        {(control) => <input {...control} {...register('email')} type="email" autoComplete="email" className={inputClasses} />}
      </Field>
      {request.isSuccess && (
        <p role="status" className="rounded-lg bg-green-50 p-4 font-medium text-success">
          {t('auth.resetSent')}
        </p>
      )}
      {request.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-danger">
          {isApiError(request.error) ? request.error.message : t('common.tryAgain')}
        </p>
      )}
      <Button type="submit" disabled={request.isPending}>
        {request.isPending ? t('common.sending') : t('auth.reset.sendLink')}
      </Button>
    </form>
  );
}
