import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomToken(length: number): string {
  const bytes = randomBytes(length);
  let token = '';
  for (const byte of bytes) token += ALPHABET[byte % ALPHABET.length];
  return token;
}

/** Ids shaped like Stripe's test-mode ids: `cs_test_a1…` for Checkout Sessions, `pi_3…`, `acct_1…` and so on. */
export function newId(prefix: string): string {
  if (prefix === 'cs') return `cs_test_a1${randomToken(56)}`;
  return `${prefix}_1${randomToken(prefix === 'acct' ? 15 : 23)}`;
}
