import { createHmac } from 'node:crypto';
import { randomToken } from '../core/ids.js';

/** Stripe's `Stripe-Signature` header: `t=<unix seconds>,v1=<HMAC-SHA256 hex of "<t>.<payload>" with the endpoint secret>`. */
export function signatureHeader(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export function newWebhookSecret(): string {
  return `whsec_${randomToken(32)}`;
}
