import { useRef, useState, type FormEvent } from 'react';
import type { CarriedOver, default as NewsletterFormComponent } from './newsletter-form';
import { NewsletterFields } from './newsletter-fields';

// Kept once loaded, so the hand-over renders it directly (no suspense fallback, nothing remounts).
let NewsletterForm: typeof NewsletterFormComponent | null = null;
const loadNewsletterForm = () =>
  import('./newsletter-form').then((module) => {
    NewsletterForm = module.default;
  });

/**
 * The subscribe form on the first paint is plain HTML; the validating form (react-hook-form + zod) is fetched when
 * the visitor reaches for it and takes over on the first keystroke or submit, with what was typed, the focus and
 * the pending submit.
 */
export function NewsletterSignup() {
  const shellInput = useRef<HTMLInputElement>(null);
  const carriedOver = useRef<CarriedOver>({ email: '', focused: false, submitted: false });
  const [takenOver, setTakenOver] = useState(false);

  const takeOver = (submitted: boolean) => {
    carriedOver.current = {
      email: shellInput.current?.value ?? '',
      focused: document.activeElement === shellInput.current,
      submitted: carriedOver.current.submitted || submitted,
    };
    void loadNewsletterForm().then(() => setTakenOver(true));
  };

  if (takenOver && NewsletterForm) return <NewsletterForm carriedOver={carriedOver} />;
  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      data-testid="newsletter-form"
      onPointerEnter={() => void loadNewsletterForm()}
      onFocus={() => void loadNewsletterForm()}
      onInput={() => takeOver(false)}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        takeOver(true);
      }}
    >
      <NewsletterFields input={{ ref: shellInput, name: 'email' }} />
    </form>
  );
}
