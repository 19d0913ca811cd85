import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { Button } from '../../../components/ui/button';
import { Field, inputClasses } from '../../../components/ui/field';
import { isApiError } from '../../../lib/api-error';
import { emailPattern } from '../../../lib/email';
import { applyServerFieldErrors, useErrorText } from '../../../lib/form-errors';
import { rememberEmail } from '../../../lib/recent-emails';
import { useSendContactMessage } from '../api/send-contact-message';

const contactSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(2, 'validation.contactNameMin')),
  email: z.string().check(z.trim(), z.regex(emailPattern, 'validation.emailInvalid')),
  message: z.string().check(z.trim(), z.minLength(10, 'validation.contactMessageMin'), z.maxLength(5000, 'validation.contactMessageMax')),
});

type ContactValues = z.infer<typeof contactSchema>;

type Outcome = { kind: 'sent' } | { kind: 'failed'; detail?: string } | null;

export function ContactForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const send = useSendContactMessage();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: { name: '', email: '', message: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await send.mutateAsync(values);
      rememberEmail(values.email);
      reset();
      setOutcome({ kind: 'sent' });
    } catch (error) {
      if (isApiError(error) && applyServerFieldErrors(error, ['name', 'email', 'message'], setError)) return;
      setOutcome({ kind: 'failed', detail: isApiError(error) && error.status === 429 ? error.message : undefined });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4" data-testid="contact-form">
      <Field label={t('contact.name')} error={errorText(formState.errors.name)}>
        {(control) => <input {...control} {...register('name')} autoComplete="name" className={inputClasses} />}
      </Field>
      <Field label={t('contact.email')} error={errorText(formState.errors.email)}>
        {(control) => <input {...control} {...register('email')} type="email" autoComplete="email" className={inputClasses} />}
      </Field>
      <Field label={t('contact.message')} error={errorText(formState.errors.message)}>
        {(control) => <textarea {...control} {...register('message')} rows={6} className={inputClasses} />}
      </Field>
      <Button type="submit" disabled={formState.isSubmitting} className="self-start">
        {formState.isSubmitting ? t('common.sending') : t('contact.submit')}
      </Button>
      {outcome?.kind === 'sent' && (
        <p role="status" className="rounded-lg bg-green-50 p-4 font-medium text-success" data-testid="contact-success">
          {t('contact.success')}
        </p>
      )}
      {outcome?.kind === 'failed' && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-danger" data-testid="contact-failure">
          {outcome.detail ?? t('contact.failure')}
        </p>
      )}
    </form>
  );
}
