import { useId, type ReactElement, type ReactNode } from 'react';

export const inputClasses =
  'block w-full rounded-lg border border-line bg-white px-3 py-2.5 text-ink placeholder:text-muted ' +
  'aria-invalid:border-danger focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus';

interface FieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Receives the ids to wire the control to its label, hint and error. */
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactElement;
  className?: string;
}

/** A labelled form control with its hint and its (translated) error, announced by screen readers. */
export function Field({ label, error, hint, children, className = '' }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
