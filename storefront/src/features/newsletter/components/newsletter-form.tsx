import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod/mini';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/field';
import { isApiError } from '../../../lib/api-error';
import { emailPattern } from '../../../lib/email';
import { useErrorText } from '../../../lib/form-errors';
import { rememberEmail } from '../../../lib/recent-emails';
import { useLanguage } from '../../../lib/use-language';
import { isCoolingDown, markSubmitted, RESUBMIT_COOLDOWN_MS, useSubscribe } from '../api/subscribe';

const subscribeSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'validation.emailRequired'), z.regex(emailPattern, 'validation.emailInvalid')),
});

type SubscribeValues = z.infer<typeof subscribeSchema>;

/** Idle → submitting (button disabled, "sending") → success toast with the form cleared, or an error under the field. */
export function NewsletterForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const subscribe = useSubscribe();
  const { register, handleSubmit, formState, setError, clearErrors, reset } = useForm<SubscribeValues>({
    resolver: zodResolver(subscribeSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    if (isCoolingDown()) {
      setError('email', { type: 'cooldown', message: 'newsletter.tooSoon' });
      return;
    }
    try {
      await subscribe.mutateAsync({ email, language });
      markSubmitted();
      rememberEmail(email);
      reset();
      toast.success(t('newsletter.successTitle'), { description: t('newsletter.successText') });
    } catch (error) {
      if (isApiError(error) && error.code === 'newsletter.already_subscribed') {
        setError('email', { type: 'duplicate', message: 'newsletter.duplicate' });
      } else if (isApiError(error) && error.fieldErrors.email) {
        setError('email', { type: 'server', message: error.fieldErrors.email });
      } else {
        setError('email', { type: 'failure', message: 'newsletter.failureText' });
        toast.error(t('newsletter.failureTitle'), { description: t('newsletter.failureText') });
      }
    }
  });

  const error = errorText(formState.errors.email, { seconds: RESUBMIT_COOLDOWN_MS / 1000 });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2" data-testid="newsletter-form">
      <label htmlFor="newsletter-email" className="font-medium">
        {t('newsletter.label')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder={t('newsletter.placeholder')}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'newsletter-error' : undefined}
          className={`${inputClasses} sm:flex-1`}
          {...register('email', { onChange: () => clearErrors('email') })}
        />
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('newsletter.sending') : t('newsletter.submit')}
        </Button>
      </div>
      {error && (
        <p id="newsletter-error" role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
