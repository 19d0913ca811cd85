import type { ButtonHTMLAttributes, InputHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/field';

interface NewsletterFieldsProps {
  input: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  button?: ButtonHTMLAttributes<HTMLButtonElement>;
  sending?: boolean;
  error?: string;
}

/** The newsletter form's look, shared by the light first-paint form and the validating one. */
export function NewsletterFields({ input, button, sending = false, error }: NewsletterFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
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
          {...input}
        />
        <Button type="submit" disabled={sending} {...button}>
          {sending ? t('newsletter.sending') : t('newsletter.submit')}
        </Button>
      </div>
      {error && (
        <p id="newsletter-error" role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </>
  );
}
