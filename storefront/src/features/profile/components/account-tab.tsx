import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { Button } from '../../../components/ui/button';
import { Field, inputClasses } from '../../../components/ui/field';
import { isApiError } from '../../../lib/api-error';
import { emailPattern } from '../../../lib/email';
import { applyServerFieldErrors, useErrorText } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { initialsOf, type Profile } from '../../auth';
import { useRequestEmailChange, useUploadAvatar, useUpdateProfile, type ProfileChanges } from '../api/profile';

const ChangePasswordDialog = lazy(() => import('./change-password-dialog'));

const countryCodes = ['+371', '+370', '+372', '+7'] as const;

/** "+37120000000" → code and number; the longest matching code wins ("+371" before "+7"). */
function splitPhone(phone: string | null): { countryCode: ProfileChanges['countryCode']; phoneNumber: string } {
  if (!phone) return { countryCode: '+371', phoneNumber: '' };
  const code = [...countryCodes].sort((a, b) => b.length - a.length).find((candidate) => phone.startsWith(candidate));
  return code ? { countryCode: code, phoneNumber: phone.slice(code.length) } : { countryCode: '+371', phoneNumber: phone };
}

const profileSchema = z.object({
  firstName: z.string().check(z.trim(), z.minLength(2, 'validation.firstNameMin')),
  lastName: z.string().check(z.trim(), z.minLength(2, 'validation.lastNameMin')),
  countryCode: z.enum(countryCodes),
  phoneNumber: z.string().check(z.trim(), z.regex(/^[\d\s\-().]*$/, 'validation.phoneInvalid')),
});
type ProfileValues = z.infer<typeof profileSchema>;

export function AccountTab({ user }: { user: Profile }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  return (
    <section aria-labelledby="account-title" className="rounded-2xl border border-line bg-white p-5 md:p-6" data-testid="account-tab">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h1 id="account-title" className="text-2xl font-bold">
          {t('profile.account.title')}
        </h1>
        <div className="flex flex-wrap gap-2">
          <Button variant={editing ? 'ghost' : 'secondary'} onClick={() => setEditing((value) => !value)} aria-pressed={editing}>
            {editing ? t('profile.account.view') : t('profile.account.edit')}
          </Button>
          <Button variant="ghost" onClick={() => setChangingPassword(true)}>
            {t('profile.password.open')}
          </Button>
        </div>
      </div>
      <AvatarPicker user={user} />
      {editing ? (
        <>
          <ProfileForm user={user} onDone={() => setEditing(false)} />
          <EmailChangeForm user={user} />
        </>
      ) : (
        <ProfileDetails user={user} />
      )}
      {changingPassword && (
        <Suspense fallback={null}>
          <ChangePasswordDialog open onOpenChange={setChangingPassword} />
        </Suspense>
      )}
    </section>
  );
}

function ProfileDetails({ user }: { user: Profile }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('auth.firstName'), user.firstName],
    [t('auth.lastName'), user.lastName],
    [t('auth.email'), user.email],
    [t('profile.account.phone'), user.phone ?? '—'],
    [t('profile.account.status'), user.status === 'active' ? t('profile.account.active') : t('profile.account.inactive')],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2" data-testid="profile-details">
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ProfileForm({ user, onDone }: { user: Profile; onDone: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const update = useUpdateProfile();
  const { register, handleSubmit, formState, setError } = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, ...splitPhone(user.phone) },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ ...values, phoneNumber: values.phoneNumber === '' ? null : values.phoneNumber });
      notify.success(t('profile.account.saved'));
      onDone();
    } catch (error) {
      if (isApiError(error) && applyServerFieldErrors(error, ['firstName', 'lastName', 'countryCode', 'phoneNumber'], setError)) return;
      // Spec section 8: the previous data is kept and the failure is said.
      notify.error(t('profile.account.saveFailedTitle'), { description: t('profile.account.saveFailed') });
    }
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4 sm:grid-cols-2" data-testid="profile-form">
      <Field label={t('auth.firstName')} error={errorText(formState.errors.firstName)}>
        {(control) => <input {...control} {...register('firstName')} autoComplete="given-name" className={inputClasses} />}
      </Field>
      <Field label={t('auth.lastName')} error={errorText(formState.errors.lastName)}>
        {(control) => <input {...control} {...register('lastName')} autoComplete="family-name" className={inputClasses} />}
      </Field>
      <Field label={t('auth.countryCode')} error={errorText(formState.errors.countryCode)}>
        {(control) => (
          <select {...control} {...register('countryCode')} className={inputClasses}>
            {countryCodes.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('profile.account.phone')} error={errorText(formState.errors.phoneNumber)}>
        {(control) => <input {...control} {...register('phoneNumber')} type="tel" autoComplete="tel-national" className={inputClasses} />}
      </Field>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('profile.account.saving') : t('profile.account.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('profile.account.cancel')}
        </Button>
      </div>
    </form>
  );
}

const emailChangeSchema = z.object({
  newEmail: z.string().check(z.trim(), z.regex(emailPattern, 'validation.emailInvalid')),
  currentPassword: z.string().check(z.minLength(6, 'validation.passwordMin6')),
});
type EmailChangeValues = z.infer<typeof emailChangeSchema>;

/** A new address takes effect once the link mailed to it is opened; the form says so and stays on the old one. */
function EmailChangeForm({ user }: { user: Profile }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const change = useRequestEmailChange();
  const { register, handleSubmit, formState, setError, reset } = useForm<EmailChangeValues>({
    resolver: zodResolver(emailChangeSchema),
    defaultValues: { newEmail: '', currentPassword: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await change.mutateAsync(values);
      notify.success(answer.message);
      reset();
    } catch (error) {
      if (isApiError(error) && error.code === 'identity.current_password_wrong') {
        setError('currentPassword', { type: 'server', message: error.message });
        return;
      }
      if (isApiError(error) && applyServerFieldErrors(error, ['newEmail', 'currentPassword'], setError)) return;
      notify.error(t('profile.emailChange.failed'), { description: isApiError(error) && error.message ? error.message : undefined });
    }
  });
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby="email-change-title"
      className="mt-8 grid gap-4 border-t border-line pt-6 sm:grid-cols-2"
      data-testid="email-change-form"
    >
      <div className="sm:col-span-2">
        <h2 id="email-change-title" className="text-lg font-bold">
          {t('profile.emailChange.title')}
        </h2>
        <p className="text-sm text-muted">{t('profile.emailChange.hint', { email: user.email })}</p>
      </div>
      <Field label={t('profile.emailChange.newEmail')} error={errorText(formState.errors.newEmail)}>
        {(control) => <input {...control} {...register('newEmail')} type="email" autoComplete="email" className={inputClasses} />}
      </Field>
      <Field label={t('profile.password.current')} error={errorText(formState.errors.currentPassword)}>
        {(control) => <input {...control} {...register('currentPassword')} type="password" autoComplete="current-password" className={inputClasses} />}
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" variant="secondary" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('profile.account.saving') : t('profile.emailChange.submit')}
        </Button>
      </div>
    </form>
  );
}

/** The picture or the initials, and a file picker; the API reads the type from the bytes. */
function AvatarPicker({ user }: { user: Profile }) {
  const { t } = useTranslation();
  const upload = useUploadAvatar();
  const input = useRef<HTMLInputElement>(null);
  const choose = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => notify.success(t('profile.avatar.uploaded')),
      onError: (error) => notify.error(isApiError(error) && error.message ? error.message : t('profile.avatar.failed')),
    });
    if (input.current) input.current.value = '';
  };
  return (
    <div className="mb-6 flex items-center gap-4">
      {user.avatarUrl ? (
        <img src={user.avatarUrl} alt={t('profile.avatar.alt')} className="size-20 shrink-0 rounded-full object-cover" data-testid="avatar-image" />
      ) : (
        <span aria-hidden="true" className="inline-flex size-20 shrink-0 items-center justify-center rounded-full bg-brand text-2xl font-bold text-white">
          {initialsOf(user)}
        </span>
      )}
      <div>
        <label className="relative inline-flex cursor-pointer items-center rounded-lg border-2 border-brand px-4 py-2 font-semibold text-brand focus-within:outline-3 focus-within:outline-focus hover:bg-brand-soft">
          {upload.isPending ? t('profile.avatar.uploading') : t('profile.avatar.change')}
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            disabled={upload.isPending}
            onChange={(event) => choose(event.target.files?.[0])}
          />
        </label>
        <p className="mt-1 text-sm text-muted">{t('profile.avatar.hint')}</p>
      </div>
    </div>
  );
}
