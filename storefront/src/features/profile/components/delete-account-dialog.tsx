import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod/mini';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, inputClasses } from '../../../components/ui/field';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { applyServerFieldErrors, useErrorText } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useLogout } from '../../auth';
import { useDeleteAccount } from '../api/profile';

const deleteSchema = z.object({ currentPassword: z.string().check(z.minLength(6, 'validation.passwordMin6')) });
type DeleteValues = z.infer<typeof deleteSchema>;

/** Says what deletion does and keeps, asks for the password; a refusal (an order in progress, money not settled) is said in the dialog with its reason. */
export default function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const remove = useDeleteAccount();
  const logout = useLogout();
  const { register, handleSubmit, formState, setError } = useForm<DeleteValues>({ resolver: zodResolver(deleteSchema), defaultValues: { currentPassword: '' } });
  const onSubmit = handleSubmit(async ({ currentPassword }) => {
    try {
      const answer = await remove.mutateAsync(currentPassword);
      // The server ended every session already; this forgets the tokens here and clears the refresh cookie.
      await logout.mutateAsync().catch(() => undefined);
      notify.success(answer.message);
      onOpenChange(false);
      void navigate(paths.home.getHref(language));
    } catch (error) {
      if (isApiError(error) && error.code === 'identity.current_password_wrong') {
        setError('currentPassword', { type: 'server', message: error.message });
        return;
      }
      if (isApiError(error) && applyServerFieldErrors(error, ['currentPassword'], setError)) return;
      setError('root', { type: 'server', message: isApiError(error) && error.message ? error.message : t('profile.deleteAccount.failed') });
    }
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('profile.deleteAccount.title')} closeLabel={t('common.close')} testId="delete-account-dialog" focusFirstField>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
        <p>{t('profile.deleteAccount.explanation')}</p>
        {formState.errors.root?.message && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-danger">
            {formState.errors.root.message}
          </p>
        )}
        <Field label={t('profile.password.current')} error={errorText(formState.errors.currentPassword)}>
          {(control) => <input {...control} {...register('currentPassword')} type="password" autoComplete="current-password" className={inputClasses} />}
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="danger" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('profile.deleteAccount.deleting') : t('profile.deleteAccount.confirm')}
          </Button>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('profile.account.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
