import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { z } from 'zod/mini';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { Field, inputClasses } from '../../../components/ui/field';
import { isApiError } from '../../../lib/api-error';
import { emailPattern } from '../../../lib/email';
import { applyServerFieldErrors, useErrorText } from '../../../lib/form-errors';
import { rememberEmail } from '../../../lib/recent-emails';
import { translationKeyOf } from '../../../lib/language';
import { useLanguage } from '../../../lib/use-language';
import { useRegister } from '../api/session';
import { PasswordInput } from './password-input';

/** Spec section 9: +371, +370, +372, +7. */
const countryCodes = ['+371', '+370', '+372', '+7'] as const;

/** The page's country comes first (issue 23); English pages keep the spec's default, Latvia's. */
const countryCodeOfPage = { lv: '+371', en: '+371', ee: '+372', lt: '+370' } as const;

const registerSchema = z
  .object({
    firstName: z.string().check(z.trim(), z.minLength(2, 'validation.firstNameMin')),
    lastName: z.string().check(z.trim(), z.minLength(2, 'validation.lastNameMin')),
    email: z.string().check(z.trim(), z.regex(emailPattern, 'validation.emailInvalid')),
    password: z.string().check(z.minLength(8, 'validation.passwordMin8')),
    confirmPassword: z.string().check(z.minLength(8, 'validation.passwordMin8')),
    countryCode: z.enum(countryCodes),
    phoneNumber: z.string().check(z.trim(), z.regex(/^[0-9 ]{0,20}$/, 'validation.phoneInvalid')),
  })
  .check(
    z.refine((values) => values.password === values.confirmPassword, {
      path: ['confirmPassword'],
      message: 'validation.passwordsMismatch',
    }),
  );

type RegisterValues = z.infer<typeof registerSchema>;

const serverFields = ['firstName', 'lastName', 'email', 'password', 'countryCode', 'phoneNumber'] as const;

interface RegisterFormProps {
  onRegistered: (email: string) => void;
  onGoToLogin: () => void;
}

export function RegisterForm({ onRegistered, onGoToLogin }: RegisterFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const registration = useRegister();
  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', countryCode: countryCodeOfPage[language], phoneNumber: '' },
  });
  const { register, handleSubmit, formState, setError } = form;

  const onSubmit = handleSubmit((values) => {
    const phoneNumber = values.phoneNumber.replace(/\s+/g, '');
    return registration
      .mutateAsync({
        email: values.email,
        password: values.password,
        firstName: values.firstName,
        lastName: values.lastName,
        countryCode: values.countryCode,
        ...(phoneNumber ? { phoneNumber } : {}),
        language: translationKeyOf(language),
      })
      .then(
        () => {
          rememberEmail(values.email, { auth: true });
          notify.success(t('auth.registerSuccess'));
          onRegistered(values.email);
        },
        (error: unknown) => {
          if (isApiError(error)) applyServerFieldErrors(error, serverFields, setError);
          notify.error(t('auth.registerFailed'), { description: isApiError(error) ? error.message : undefined });
        },
      );
  });

  if (registration.isSuccess) {
    return (
      <div className="flex flex-col gap-4" data-testid="register-success">
        <p role="status" className="rounded-lg bg-green-50 p-4 text-success">
          {t('auth.registerSuccess')}
        </p>
        <Button variant="secondary" onClick={onGoToLogin}>
          {t('auth.goToLogin')}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4" data-testid="register-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('auth.firstName')} error={errorText(formState.errors.firstName)}>
          {(control) => <input {...control} {...register('firstName')} autoComplete="given-name" className={inputClasses} />}
        </Field>
        <Field label={t('auth.lastName')} error={errorText(formState.errors.lastName)}>
          {(control) => <input {...control} {...register('lastName')} autoComplete="family-name" className={inputClasses} />}
        </Field>
      </div>
      <Field label={t('auth.email')} error={errorText(formState.errors.email)}>
        {(control) => <input {...control} {...register('email')} type="email" autoComplete="email" className={inputClasses} />}
      </Field>
      <Field label={t('auth.password')} hint={t('auth.passwordHint', { min: 8 })} error={errorText(formState.errors.password)}>
        {(control) => <PasswordInput {...control} {...register('password')} autoComplete="new-password" />}
      </Field>
      <Field label={t('auth.confirmPassword')} error={errorText(formState.errors.confirmPassword)}>
        {(control) => <PasswordInput {...control} {...register('confirmPassword')} autoComplete="new-password" />}
      </Field>
      <div className="grid grid-cols-[7rem_1fr] gap-3">
        <Field label={t('auth.countryCode')} error={errorText(formState.errors.countryCode)}>
          {(control) => (
            <select {...control} {...register('countryCode')} autoComplete="tel-country-code" className={inputClasses}>
              {countryCodes.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('auth.phoneOptional')} error={errorText(formState.errors.phoneNumber)}>
          {(control) => (
            <input {...control} {...register('phoneNumber')} type="tel" inputMode="tel" autoComplete="tel-national" className={inputClasses} />
          )}
        </Field>
      </div>
      <p className="text-sm text-muted" data-testid="register-terms">
        {/* In a new tab: the form keeps what was typed. */}
        <Trans
          i18nKey="auth.terms"
          components={{
            terms: <DocumentLink href={paths.termsOfUse.getHref(language)} />,
            privacy: <DocumentLink href={paths.privacyPolicy.getHref(language)} />,
          }}
        />
      </p>
      <Button type="submit" disabled={registration.isPending}>
        {registration.isPending ? t('auth.registering') : t('auth.registerSubmit')}
      </Button>
    </form>
  );
}

/** A legal document's link inside the terms sentence (Trans gives it the words), opened in a new tab. */
function DocumentLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener" className="font-medium text-brand underline">
      {children}
    </a>
  );
}
