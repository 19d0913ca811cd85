import Stripe from 'stripe';
import type { PaymentsConfig } from '../../../config/config.js';

/**
 * The official SDK, pointed at Stripe or, in development and tests, at the emulator (its host, port and protocol).
 * Retries after a network failure reuse the request's idempotency key, so they cannot pay or refund twice.
 */
export function stripeClient(config: PaymentsConfig): Stripe | null {
  if (!config.secretKey) return null;
  const base = config.apiBase;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
    ...(base && { host: base.hostname, port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)), protocol: base.protocol === 'https:' ? 'https' : 'http' }),
  });
}

/** Stripe cannot be reached or failed on its side (no connection, its own errors, rate limits): worth waiting out. */
export function isStripeOutage(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500)
  );
}
