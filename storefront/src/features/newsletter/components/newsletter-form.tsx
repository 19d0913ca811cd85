import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { z } from 'zod/mini';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { isApiError } from '../../../lib/api-error';
import { emailPattern } from '../../../lib/email';
import { useErrorText } from '../../../lib/form-errors';
import { rememberEmail } from '../../../lib/recent-emails';
import { useLanguage } from '../../../lib/use-language';
import { NewsletterFields } from './newsletter-fields';
import { isCoolingDown, markSubmitted, RESUBMIT_COOLDOWN_MS, useSubscribe } from '../api/subscribe';

const subscribeSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'validation.emailRequired'), z.regex(emailPattern, 'validation.emailInvalid')),
});

type SubscribeValues = z.infer<typeof subscribeSchema>;

/**
 * What the plain form hands to the validating one. The validating form reads it as it mounts, not when it is sent
 * for: until then the visitor may go on typing or press submit in the plain form.
 */
export interface CarriedOver {
  email: string;
  focused: boolean;
  submitted: boolean;
}

interface NewsletterFormProps {
  /** What was typed into the light form before this one loaded, and whether to carry on from there. */
  carriedOver: RefObject<CarriedOver>;
}

/**
 * Idle → submitting (button disabled, "sending") → "check your inbox" toast with the form cleared, or an error under
 * the field. The API answers a known address exactly like a new one (double opt-in), so there is no "duplicate".
 */
export default function NewsletterForm({ carriedOver }: NewsletterFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const subscribe = useSubscribe();
  const { register, handleSubmit, formState, setError, clearErrors, reset, setValue } = useForm<SubscribeValues>({
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
      reset({ email: '' });
      notify.success(t('newsletter.successTitle'), { description: t('newsletter.successText') });
    } catch (error) {
      if (isApiError(error) && error.fieldErrors.email) {
        setError('email', { type: 'server', message: error.fieldErrors.email });
      } else {
        setError('email', { type: 'failure', message: 'newsletter.failureText' });
        notify.error(t('newsletter.failureTitle'), { description: t('newsletter.failureText') });
      }
    }
  });

  const emailInput = useRef<HTMLInputElement | null>(null);
  const carriedOn = useRef(false);
  // Before the first paint of this form: the plain one is gone now, so nothing more can be typed or pressed there.
  useLayoutEffect(() => {
    if (carriedOn.current) return;
    carriedOn.current = true;
    const { email, focused, submitted } = carriedOver.current;
    setValue('email', email);
    // Email inputs have no selection API; focusing keeps the caret where typing continues.
    if (focused) emailInput.current?.focus();
    if (submitted) void onSubmit();
  }, [carriedOver, setValue, onSubmit]);

  const error = errorText(formState.errors.email, { seconds: RESUBMIT_COOLDOWN_MS / 1000 });
  const { ref: registerRef, ...emailField } = register('email', { onChange: () => clearErrors('email') });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-2" data-testid="newsletter-form">
      <NewsletterFields
        input={{
          ...emailField,
          ref: (element: HTMLInputElement | null) => {
            registerRef(element);
            emailInput.current = element;
          },
        }}
        sending={formState.isSubmitting}
        error={error}
      />
    </form>
  );
}
