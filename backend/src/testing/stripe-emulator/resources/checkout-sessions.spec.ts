import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type Stripe from 'stripe';
import { EEA_CARD_FEE, type EmulatorContext } from '../core/context.js';
import { EventLog } from '../core/event-log.js';
import { EmulatorState } from '../core/state.js';
import { Timers } from '../core/timers.js';
import { parseFormBody } from '../http/form-body.js';
import { Params } from '../http/params.js';
import { checkoutSessionRoutes } from './checkout-sessions.js';

describe('A Checkout Session left open', () => {
  let context: EmulatorContext;

  beforeEach(() => {
    jest.useFakeTimers();
    const state = new EmulatorState();
    context = { state, events: new EventLog(state, () => 0), timers: new Timers(), publicUrl: 'http://emulator', cardFee: EEA_CARD_FEE };
  });

  afterEach(() => {
    context.timers.clear();
    jest.useRealTimers();
  });

  const create = (expiresInSeconds: number): Stripe.Checkout.Session => {
    const route = checkoutSessionRoutes(context).find((candidate) => candidate.method === 'POST' && candidate.path === '/v1/checkout/sessions')!;
    const expiresAt = Math.floor(Date.now() / 1000) + expiresInSeconds;
    const body = `mode=payment&expires_at=${expiresAt}&line_items[0][price_data][currency]=eur&line_items[0][price_data][unit_amount]=1500&line_items[0][price_data][product_data][name]=Ticket&line_items[0][quantity]=1`;
    return route.handler({ params: new Params(parseFormBody(body)), pathParams: {}, origin: { id: 'req_1', idempotency_key: null }, account: null, apiKey: 'sk_test_emulator' }) as Stripe.Checkout.Session;
  };

  it('expires by itself when its expires_at passes, with checkout.session.expired', () => {
    const session = create(30 * 60);

    jest.advanceTimersByTime(30 * 60 * 1000 - 1000);
    expect(session.status).toBe('open');
    jest.advanceTimersByTime(1000);

    expect(session.status).toBe('expired');
    expect(context.state.events.map((event) => [event.type, (event.data.object as { id: string }).id, event.request])).toEqual([
      ['checkout.session.expired', session.id, { id: null, idempotency_key: null }],
    ]);
  });
});
