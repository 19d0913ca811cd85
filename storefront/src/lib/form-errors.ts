import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiError } from './api-error';

/**
 * Client-side rules carry translation keys as messages (so they follow a language change); errors from the server
 * arrive already translated and are marked with type "server".
 */
export function useErrorText() {
  const { t } = useTranslation();
  return (error: FieldError | undefined, values?: Record<string, unknown>): string | undefined => {
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : String(t(error.message as never, values as never));
  };
}

/** Puts the server's per-field messages on the form's fields; says whether any field was known. */
export function applyServerFieldErrors<T extends FieldValues>(error: ApiError, fields: readonly Path<T>[], setError: UseFormSetError<T>): boolean {
  let applied = false;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    const known = fields.find((name) => name === field);
    if (known) {
      setError(known, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}
