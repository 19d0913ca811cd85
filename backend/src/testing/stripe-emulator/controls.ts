import type Stripe from 'stripe';
import type { ControlHandler } from './http/server.js';
import type { Route } from './http/router.js';

export interface TestControls {
  addWebhookEndpoint(url: string, secret?: string): string;
  pay(sessionId: string, card?: string): Promise<Stripe.Checkout.Session>;
  expireNow(sessionId: string): Promise<Stripe.Checkout.Session>;
  events(): Stripe.Event[];
  deliveriesSettled(): Promise<void>;
  completeOnboarding(accountId: string, outcome?: 'complete' | 'restrict'): Promise<Stripe.Account>;
  openDispute(chargeOrPaymentIntent: string, options?: { reason?: string; amount?: number }): Promise<Stripe.Dispute>;
  decideDispute(disputeId: string, outcome: 'won' | 'lost'): Promise<Stripe.Dispute>;
}

function optionalString(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new Error(`${key} must be a string`);
  return value;
}

/** The in-process test controls over HTTP, for browser tests and other processes. */
export function controlRoutes(controls: TestControls): Route<ControlHandler>[] {
  return [
    {
      method: 'POST',
      path: '/_emulator/checkout/sessions/:id/pay',
      handler: ({ pathParams, body }) => controls.pay(pathParams.id, optionalString(body, 'card')),
    },
    {
      method: 'POST',
      path: '/_emulator/checkout/sessions/:id/expire',
      handler: ({ pathParams }) => controls.expireNow(pathParams.id),
    },
    { method: 'GET', path: '/_emulator/events', handler: () => Promise.resolve(controls.events()) },
    {
      method: 'POST',
      path: '/_emulator/webhook_endpoints',
      handler: ({ body }) => {
        const url = optionalString(body, 'url');
        if (!url) throw new Error('url is required');
        return Promise.resolve({ url, secret: controls.addWebhookEndpoint(url, optionalString(body, 'secret')) });
      },
    },
    {
      method: 'POST',
      path: '/_emulator/accounts/:id/onboarding',
      handler: ({ pathParams, body }) => {
        const outcome = optionalString(body, 'outcome') ?? 'complete';
        if (outcome !== 'complete' && outcome !== 'restrict') throw new Error('outcome must be complete or restrict');
        return controls.completeOnboarding(pathParams.id, outcome);
      },
    },
    {
      method: 'POST',
      path: '/_emulator/charges/:id/dispute',
      handler: ({ pathParams, body }) => {
        const amount = body.amount === undefined ? undefined : Number(body.amount);
        return controls.openDispute(pathParams.id, { reason: optionalString(body, 'reason'), amount });
      },
    },
    {
      method: 'POST',
      path: '/_emulator/disputes/:id/decide',
      handler: ({ pathParams, body }) => {
        const outcome = optionalString(body, 'outcome');
        if (outcome !== 'won' && outcome !== 'lost') throw new Error('outcome must be won or lost');
        return controls.decideDispute(pathParams.id, outcome);
      },
    },
    { method: 'GET', path: '/_emulator/deliveries/settled', handler: async () => ({ settled: await controls.deliveriesSettled().then(() => true) }) },
  ];
}
