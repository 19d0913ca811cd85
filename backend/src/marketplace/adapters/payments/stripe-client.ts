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
