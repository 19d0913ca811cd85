/**
 * A rule of the domain was broken. `code` is stable: it is the i18n key of the message
 * (`errors.<code>`) and what clients switch on. `params` fill the message's placeholders.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly params: Record<string, string | number> = {},
    readonly kind: DomainErrorKind = 'invalid',
  ) {
    super(code);
    this.name = 'DomainError';
  }
}

/** How the error maps to HTTP; the domain says what happened, the HTTP adapter decides the status. */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  /** It existed and was removed for good (HTTP 410). */
  | 'gone'
  | 'conflict'
  | 'unprocessable'
  | 'too-large'
  | 'rate-limited'
  | 'unavailable';
