import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { EEA_CARD_FEE, type CardFee, type EmulatorContext } from './core/context.js';
import { EventLog, NO_REQUEST } from './core/event-log.js';
import { EmulatorState } from './core/state.js';
import { Timers } from './core/timers.js';
import { controlRoutes, type TestControls } from './controls.js';
import type { ApiRoute } from './http/api-route.js';
import { IdempotencyStore } from './http/idempotency.js';
import { createRouter } from './http/router.js';
import { createEmulatorServer } from './http/server.js';
import { checkoutPageRoutes } from './pages/checkout-pages.js';
import { onboardingPageRoutes } from './pages/onboarding-pages.js';
import { accountRoutes, finishOnboarding } from './resources/accounts.js';
import { balanceRoutes } from './resources/balance.js';
import { attemptPayment, finishAuthentication } from './resources/checkout-payment.js';
import { checkoutSessionRoutes, expireSession, findSession } from './resources/checkout-sessions.js';
import { decideDispute, disputeRoutes, findDispute, openDispute } from './resources/disputes.js';
import { eventRoutes } from './resources/events-api.js';
import { paymentRoutes } from './resources/payments.js';
import { refundRoutes } from './resources/refunds.js';
import { transferRoutes } from './resources/transfers.js';
import { cardFromNumber, DEFAULT_TEST_CARD, readCardNumber } from './resources/test-cards.js';
import { newWebhookSecret } from './webhooks/signature.js';
import { STRIPE_RETRY_DELAYS_MS, WebhookDelivery } from './webhooks/webhook-delivery.js';

export interface StripeEmulatorOptions {
  /** 0 or unset: any free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Public base URL of the hosted pages if different from http://host:port (rarely needed). */
  publicUrl?: string;
  /** Delays between webhook delivery attempts after a failure; default like Stripe (minutes to hours), tests pass e.g. [50, 100, 200]. */
  retryDelaysMs?: number[];
  /** Extra latency added to every API request (benchmarks print the provider's latency apart). */
  latencyMs?: number;
  log?: (line: string) => void;
  /** Stripe's price for a card payment, taken from each charge's balance transaction; default 1.5 % + €0.25 (EEA cards). */
  cardFee?: CardFee;
}

export interface StripeEmulator {
  /** http://127.0.0.1:<port> */
  url: string;
  host: string;
  port: number;
  protocol: 'http';
  /** 'sk_test_emulator' (any other Bearer key gets Stripe's 401). */
  secretKey: string;
  /** Options for `new Stripe(secretKey, sdkOptions)`: host, port, protocol. */
  sdkOptions: { host: string; port: number; protocol: 'http' };
  /** Registers a webhook endpoint (like a Dashboard endpoint with all events); returns its signing secret 'whsec_...'. */
  addWebhookEndpoint(url: string, secret?: string): string;
  /** As if the buyer paid on the hosted page with that card (default 4242 4242 4242 4242); a 3-D Secure card passes its challenge. */
  pay(sessionId: string, card?: string): Promise<Stripe.Checkout.Session>;
  /** As if the session's expires_at passed. */
  expireNow(sessionId: string): Promise<Stripe.Checkout.Session>;
  /** Every event created, oldest first. */
  events(): Stripe.Event[];
  /** Resolves when no webhook delivery is pending (waiting for a retry) or in flight. */
  deliveriesSettled(): Promise<void>;
  /** As if the seller finished the onboarding page: 'complete' (default) or 'restrict'; fires account.updated. */
  completeOnboarding(accountId: string, outcome?: 'complete' | 'restrict'): Promise<Stripe.Account>;
  /**
   * As if the cardholder disputed a paid charge (named by its id or its PaymentIntent's) with their bank: reason
   * `fraudulent` and all not refunded by default; fires charge.dispute.created and charge.dispute.funds_withdrawn.
   */
  openDispute(chargeOrPaymentIntent: string, options?: { reason?: string; amount?: number }): Promise<Stripe.Dispute>;
  /** As if the bank decided the dispute; fires charge.dispute.closed (and charge.dispute.funds_reinstated when won). */
  decideDispute(disputeId: string, outcome: 'won' | 'lost'): Promise<Stripe.Dispute>;
  close(): Promise<void>;
}

const EMULATOR_SECRET_KEY = 'sk_test_emulator';

/** Starts Stripe's API, hosted Checkout and webhooks in this process, for development and tests without Stripe. */
export async function startStripeEmulator(options: StripeEmulatorOptions = {}): Promise<StripeEmulator> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? (() => undefined);
  const state = new EmulatorState();
  const timers = new Timers();
  const webhooks = new WebhookDelivery({ retryDelaysMs: options.retryDelaysMs ?? STRIPE_RETRY_DELAYS_MS, timers, log });
  // The public URL is known once the server listens (port 0 picks one); resources read it only after that.
  const context: EmulatorContext = { state, events: new EventLog(state, (event) => webhooks.enqueue(event)), timers, publicUrl: '', cardFee: options.cardFee ?? EEA_CARD_FEE };

  const controls: TestControls = {
    addWebhookEndpoint(url, secret = newWebhookSecret()) {
      webhooks.addEndpoint({ url, secret });
      return secret;
    },
    pay(sessionId, card = DEFAULT_TEST_CARD) {
      return Promise.resolve().then(() => {
        const record = findSession(context, sessionId);
        const number = readCardNumber(card);
        if ('error' in number) throw new Error(`${card}: ${number.error}`);
        if (record.session.status !== 'open') throw new Error(`Checkout Session ${sessionId} is ${record.session.status}; it cannot be paid.`);
        const attempt = attemptPayment(context, record, cardFromNumber(number.number), NO_REQUEST);
        if (attempt.kind === 'requires_authentication') finishAuthentication(context, record, true, NO_REQUEST);
        return structuredClone(record.session);
      });
    },
    expireNow(sessionId) {
      return Promise.resolve().then(() => structuredClone(expireSession(context, findSession(context, sessionId), NO_REQUEST)));
    },
    events: () => structuredClone(state.events),
    deliveriesSettled: () => webhooks.settled(),
    completeOnboarding(accountId, outcome = 'complete') {
      return Promise.resolve().then(() => {
        const account = state.accounts.get(accountId);
        if (!account) throw new Error(`No such account: '${accountId}'`);
        return structuredClone(finishOnboarding(context, account, outcome));
      });
    },
    openDispute(chargeOrPaymentIntent, options) {
      return Promise.resolve().then(() => structuredClone(openDispute(context, chargeOrPaymentIntent, options)));
    },
    decideDispute(disputeId, outcome) {
      return Promise.resolve().then(() => structuredClone(decideDispute(context, findDispute(context, disputeId), outcome)));
    },
  };

  const apiRoutes: ApiRoute[] = [
    ...checkoutSessionRoutes(context),
    ...paymentRoutes(context),
    ...refundRoutes(context),
    ...eventRoutes(context),
    ...balanceRoutes(context),
    ...accountRoutes(context),
    ...transferRoutes(context),
    ...disputeRoutes(context),
  ];
  const server = createEmulatorServer({
    api: {
      secretKey: EMULATOR_SECRET_KEY,
      latencyMs: options.latencyMs ?? 0,
      router: createRouter(apiRoutes),
      idempotency: new IdempotencyStore(),
      state,
      apiVersion: Stripe.API_VERSION,
    },
    pages: createRouter([...checkoutPageRoutes(context), ...onboardingPageRoutes(context)]),
    controls: createRouter(controlRoutes(controls)),
    log,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  context.publicUrl = (options.publicUrl ?? url).replace(/\/+$/, '');

  return {
    url,
    host,
    port,
    protocol: 'http',
    secretKey: EMULATOR_SECRET_KEY,
    sdkOptions: { host, port, protocol: 'http' },
    ...controls,
    async close() {
      timers.clear();
      webhooks.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
