import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, inputClasses } from '../../../components/ui/field';
import { isApiError } from '../../../lib/api-error';
import { applyServerFieldErrors, useErrorText } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useChangePassword } from '../api/profile';

// Spec: each at least 6 and new = confirm. The API also wants the current password and 8 characters for the new one.
const passwordSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(6, 'validation.passwordMin6')),
    newPassword: z.string().check(z.minLength(8, 'validation.passwordMin8')),
    confirmPassword: z.string().check(z.minLength(8, 'validation.passwordMin8')),
  })
  .check(
    z.refine((values) => values.newPassword === values.confirmPassword, { message: 'profile.password.mismatch', path: ['confirmPassword'] }),
  );
type PasswordValues = z.infer<typeof passwordSchema>;

export default function ChangePasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const change = useChangePassword();
  const { register, handleSubmit, formState, setError } = useForm<PasswordValues>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      notify.success(t('profile.password.changed'));
      onOpenChange(false);
    } catch (error) {
      if (isApiError(error) && error.code === 'identity.current_password_wrong') {
        setError('currentPassword', { type: 'server', message: error.message });
        return;
      }
      if (isApiError(error) && applyServerFieldErrors(error, ['currentPassword', 'newPassword', 'confirmPassword'], setError)) return;
      notify.error(t('profile.password.failed'), { description: isApiError(error) && error.message ? error.message : undefined });
    }
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('profile.password.title')} closeLabel={t('common.close')} testId="change-password-dialog" focusFirstField>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
        <Field label={t('profile.password.current')} error={errorText(formState.errors.currentPassword)}>
          {(control) => <input {...control} {...register('currentPassword')} type="password" autoComplete="current-password" className={inputClasses} />}
        </Field>
        <Field label={t('profile.password.new')} error={errorText(formState.errors.newPassword)}>
          {(control) => <input {...control} {...register('newPassword')} type="password" autoComplete="new-password" className={inputClasses} />}
        </Field>
        <Field label={t('profile.password.confirm')} error={errorText(formState.errors.confirmPassword)}>
          {(control) => <input {...control} {...register('confirmPassword')} type="password" autoComplete="new-password" className={inputClasses} />}
        </Field>
        <Button type="submit" disabled={formState.isSubmitting} className="self-start">
          {formState.isSubmitting ? t('profile.account.saving') : t('profile.password.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
