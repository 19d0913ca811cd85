import type Stripe from 'stripe';
import { unixNow, type EmulatorContext } from '../core/context.js';
import { NO_REQUEST, type RequestOrigin } from '../core/event-log.js';
import { newId } from '../core/ids.js';
import type { CheckoutSessionRecord } from '../core/state.js';
import type { ApiRoute } from '../http/api-route.js';
import { LIST_PARAMS, listPage } from '../http/lists.js';
import { invalidRequest, resourceMissing } from '../http/stripe-errors.js';
import { buildSession, customerDetails } from './checkout-session-object.js';
import { readSessionInput } from './checkout-session-params.js';
import { cancelPaymentIntent } from './payments.js';

export function checkoutPageUrl(context: EmulatorContext, sessionId: string): string {
  return `${context.publicUrl}/c/pay/${sessionId}`;
}

export function findSession(context: EmulatorContext, id: string): CheckoutSessionRecord {
  const record = context.state.sessions.get(id);
  if (!record) throw resourceMissing('checkout.session', id, 'session');
  return record;
}

function createSession(context: EmulatorContext, input: ReturnType<typeof readSessionInput>): CheckoutSessionRecord {
  const id = newId('cs');
  const session = buildSession({
    id,
    created: unixNow(),
    expiresAt: input.expiresAt,
    currency: input.currency,
    amountTotal: input.amountTotal,
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
    clientReferenceId: input.clientReferenceId,
    customerEmail: input.customerEmail,
    metadata: input.metadata,
    locale: input.locale,
    url: checkoutPageUrl(context, id),
  });
  const record: CheckoutSessionRecord = { session, lineItems: input.lineItems, paymentIntentData: input.paymentIntentData };
  record.cancelExpiryTimer = context.timers.after((session.expires_at - unixNow()) * 1000, () => {
    if (session.status === 'open') expireSession(context, record, NO_REQUEST);
  });
  context.state.sessions.set(id, record);
  return record;
}

/** Open → expired, with `checkout.session.expired`; any other status is refused as Stripe refuses it. */
export function expireSession(context: EmulatorContext, record: CheckoutSessionRecord, origin: RequestOrigin): Stripe.Checkout.Session {
  const { session } = record;
  if (session.status !== 'open') {
    throw invalidRequest(
      `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${session.status}\`.`,
    );
  }
  record.cancelExpiryTimer?.();
  record.pendingAuthentication = undefined;
  const intent = session.payment_intent ? context.state.paymentIntents.get(String(session.payment_intent)) : undefined;
  if (intent && intent.status !== 'succeeded' && intent.status !== 'canceled') cancelPaymentIntent(context, intent, origin);
  Object.assign(session, { status: 'expired', url: null } satisfies Partial<Stripe.Checkout.Session>);
  context.events.publish('checkout.session.expired', session, { request: origin });
  return session;
}

/** The buyer has paid: the session completes and `checkout.session.completed` goes out. */
export function completeSession(context: EmulatorContext, record: CheckoutSessionRecord, origin: RequestOrigin): void {
  const { session } = record;
  record.cancelExpiryTimer?.();
  record.pendingAuthentication = undefined;
  Object.assign(session, {
    status: 'complete',
    payment_status: 'paid',
    url: null,
    customer_details: customerDetails(session.customer_email),
  } satisfies Partial<Stripe.Checkout.Session>);
  context.events.publish('checkout.session.completed', session, { request: origin });
}

export function checkoutSessionRoutes(context: EmulatorContext): ApiRoute[] {
  const { state } = context;
  return [
    {
      method: 'POST',
      path: '/v1/checkout/sessions',
      handler: ({ params }) => createSession(context, readSessionInput(params, unixNow())).session,
    },
    {
      method: 'GET',
      path: '/v1/checkout/sessions',
      handler: ({ params }) => {
        params.allowOnly([...LIST_PARAMS, 'created', 'customer', 'customer_account', 'customer_details', 'payment_intent', 'payment_link', 'status', 'subscription']);
        const paymentIntent = params.string('payment_intent');
        const status = params.oneOf('status', ['open', 'complete', 'expired']);
        const sessions = [...state.sessions.values()]
          .map((record) => record.session)
          .filter((session) => (paymentIntent === undefined || session.payment_intent === paymentIntent) && (status === undefined || session.status === status))
          .reverse();
        return listPage(sessions, params, '/v1/checkout/sessions');
      },
    },
    {
      method: 'GET',
      path: '/v1/checkout/sessions/:id',
      handler: ({ params, pathParams }) => {
        params.allowOnly(['expand']);
        return findSession(context, pathParams.id).session;
      },
    },
    {
      method: 'POST',
      path: '/v1/checkout/sessions/:id/expire',
      handler: ({ params, pathParams, origin }) => {
        params.allowOnly(['expand']);
        return expireSession(context, findSession(context, pathParams.id), origin);
      },
    },
  ];
}
