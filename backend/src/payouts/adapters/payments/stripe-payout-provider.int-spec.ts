import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { PaymentsConfig } from '../../../config/config.js';
import { startStripeEmulator } from '../../../testing/stripe-emulator/stripe-emulator.js';
import { StripePayoutProvider } from './stripe-payout-provider.js';

describe('StripePayoutProvider against the emulator', () => {
  it('opens one account for a seller who asks twice at once, and answers both with it', async () => {
    // Each Stripe answer takes 2.5 s: the second request meets the first one's idempotency key still in use for longer
    // than the SDK's own retries wait.
    const emulator = await startStripeEmulator({ latencyMs: 2_500 });
    try {
      const provider = new StripePayoutProvider(new PaymentsConfig(emulator.secretKey, undefined, new URL(emulator.url)));
      const seller = { sellerId: randomUUID(), email: 'seller@example.lv', country: 'LV' };
      const first = provider.openAccount(seller);
      await new Promise((done) => setTimeout(done, 100));
      const [a, b] = await Promise.all([first, provider.openAccount(seller)]);
      expect(b.accountId).toBe(a.accountId);
    } finally {
      await emulator.close();
    }
  }, 30_000);

  it('answers "try again" to a seller whose other request opens the account with another country, and opens it once', async () => {
    const emulator = await startStripeEmulator({ latencyMs: 500 });
    try {
      const provider = new StripePayoutProvider(new PaymentsConfig(emulator.secretKey, undefined, new URL(emulator.url)));
      const sellerId = randomUUID();
      const first = await provider.openAccount({ sellerId, email: 'seller@example.lv', country: 'LV' });
      await expect(provider.openAccount({ sellerId, email: 'seller@example.lv', country: 'LT' })).rejects.toMatchObject({ code: 'payouts.provider_unavailable' });
      expect((await provider.openAccount({ sellerId, email: 'seller@example.lv', country: 'LV' })).accountId).toBe(first.accountId);
    } finally {
      await emulator.close();
    }
  }, 30_000);
});
