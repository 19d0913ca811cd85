type StripeErrorType = 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';

export interface StripeErrorFields {
  type: StripeErrorType;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
}

/**
 * An error answered with Stripe's body `{ error: { type, code, message, param } }`. `validation` marks a refusal of the
 * parameters before anything ran: Stripe does not keep such an answer under the request's Idempotency-Key.
 */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly fields: StripeErrorFields,
    readonly validation = false,
  ) {
    super(fields.message);
  }

  body(): { error: StripeErrorFields } {
    const docUrl = this.fields.code ? `https://stripe.com/docs/error-codes/${this.fields.code.replaceAll('_', '-')}` : undefined;
    return { error: { ...this.fields, ...(docUrl && !this.fields.doc_url ? { doc_url: docUrl } : {}) } };
  }
}

export function invalidRequest(message: string, details: { param?: string; code?: string; status?: number } = {}): StripeApiError {
  const { status = 400, ...rest } = details;
  return new StripeApiError(status, { type: 'invalid_request_error', message, ...rest });
}

export function invalidParameter(message: string, param: string, code?: string): StripeApiError {
  return new StripeApiError(400, { type: 'invalid_request_error', message, param, ...(code ? { code } : {}) }, true);
}

export function parameterMissing(param: string): StripeApiError {
  return invalidParameter(`Missing required param: ${param}.`, param, 'parameter_missing');
}

/** A path id that does not exist (404), e.g. `No such payment_intent: 'pi_x'`. */
export function resourceMissing(kind: string, id: string, param = 'id'): StripeApiError {
  return invalidRequest(`No such ${kind}: '${id}'`, { param, code: 'resource_missing', status: 404 });
}

/** An id given as a parameter that does not exist: Stripe answers 400, not 404. */
export function referencedResourceMissing(kind: string, id: string, param: string): StripeApiError {
  return new StripeApiError(400, { type: 'invalid_request_error', message: `No such ${kind}: '${id}'`, param, code: 'resource_missing' }, true);
}

/** Stripe repeats a wrong key with its middle hidden: `sk_test_**********1234`. */
export function redactedKey(key: string): string {
  const prefix = /^(sk|rk|pk)_(test|live)_/.exec(key)?.[0] ?? '';
  const rest = key.slice(prefix.length);
  return rest.length <= 4 ? `${prefix}${rest}` : `${prefix}${'*'.repeat(rest.length - 4)}${rest.slice(-4)}`;
}

/** A connected account the caller has no access to, or that does not exist: Stripe answers 403. */
export function accountInvalid(apiKey: string, account: string): StripeApiError {
  return invalidRequest(
    `The provided key '${redactedKey(apiKey)}' does not have access to account '${account}' (or that account does not exist). Application access may have been revoked.`,
    { code: 'account_invalid', status: 403 },
  );
}
