import { useRef, useState, type FormEvent } from 'react';
import type NewsletterFormComponent from './newsletter-form';
import { NewsletterFields } from './newsletter-fields';

// Kept once loaded, so the hand-over renders it directly (no suspense fallback, nothing remounts).
let NewsletterForm: typeof NewsletterFormComponent | null = null;
const loadNewsletterForm = () =>
  import('./newsletter-form').then((module) => {
    NewsletterForm = module.default;
  });

interface Handover {
  initialEmail: string;
  focusOnMount: boolean;
  submitOnMount: boolean;
}

/**
 * The subscribe form on the first paint is plain HTML; the validating form (react-hook-form + zod) is fetched when
 * the visitor reaches for it and takes over on the first keystroke or submit, with what was typed, the focus and
 * the pending submit.
 */
export function NewsletterSignup() {
  const shellInput = useRef<HTMLInputElement>(null);
  const pendingSubmit = useRef(false);
  const [handover, setHandover] = useState<Handover | null>(null);

  const activate = (submit: boolean) => {
    if (submit) pendingSubmit.current = true;
    void loadNewsletterForm().then(() =>
      setHandover(
        (current) =>
          current ?? {
            initialEmail: shellInput.current?.value ?? '',
            focusOnMount: document.activeElement === shellInput.current,
            submitOnMount: pendingSubmit.current,
          },
      ),
    );
  };

  if (handover && NewsletterForm) return <NewsletterForm {...handover} />;
  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      data-testid="newsletter-form"
      onPointerEnter={() => void loadNewsletterForm()}
      onFocus={() => void loadNewsletterForm()}
      onInput={() => activate(false)}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        activate(true);
      }}
    >
      <NewsletterFields input={{ ref: shellInput, name: 'email' }} />
    </form>
  );
}
