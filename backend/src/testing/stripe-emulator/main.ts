/**
 * Runs the Stripe emulator as its own process:
 *   STRIPE_EMULATOR_PORT=12111 STRIPE_EMULATOR_WEBHOOK_URL=http://127.0.0.1:3000/api/payments/stripe/webhooks \
 *   STRIPE_WEBHOOK_SECRET=whsec_... node backend/dist/testing/stripe-emulator/main.js
 * STRIPE_EMULATOR_WEBHOOK_URL may list several endpoints separated by commas; without STRIPE_WEBHOOK_SECRET each gets
 * a new secret, printed below. STRIPE_EMULATOR_HOST and STRIPE_EMULATOR_PUBLIC_URL are optional, and so is
 * STRIPE_EMULATOR_CARD_FEE, Stripe's price for a card payment as "<basis points>+<cents>" (default 150+25: 1.5 % + €0.25).
 */
import { startStripeEmulator } from './stripe-emulator.js';

const port = Number(process.env.STRIPE_EMULATOR_PORT ?? 0);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`STRIPE_EMULATOR_PORT must be a port number, not "${process.env.STRIPE_EMULATOR_PORT}"`);
  process.exit(1);
}

const cardFee = /^(\d+)\+(\d+)$/.exec(process.env.STRIPE_EMULATOR_CARD_FEE ?? '150+25');
if (!cardFee) {
  console.error(`STRIPE_EMULATOR_CARD_FEE must be "<basis points>+<cents>", e.g. 150+25, not "${process.env.STRIPE_EMULATOR_CARD_FEE}"`);
  process.exit(1);
}

const emulator = await startStripeEmulator({
  cardFee: { percentBasisPoints: Number(cardFee[1]), fixedCents: Number(cardFee[2]) },
  port,
  host: process.env.STRIPE_EMULATOR_HOST || undefined,
  publicUrl: process.env.STRIPE_EMULATOR_PUBLIC_URL || undefined,
  log: (line) => console.log(line),
});

const webhookUrls = (process.env.STRIPE_EMULATOR_WEBHOOK_URL ?? '')
  .split(',')
  .map((url) => url.trim())
  .filter(Boolean);
for (const url of webhookUrls) {
  const secret = emulator.addWebhookEndpoint(url, process.env.STRIPE_WEBHOOK_SECRET || undefined);
  console.log(`Webhook endpoint ${url} (signing secret ${secret})`);
}
console.log(`Stripe emulator listening on ${emulator.url} (secret key ${emulator.secretKey})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void emulator.close().then(() => process.exit(0));
  });
}
