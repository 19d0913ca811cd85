import type { EmulatorContext } from '../core/context.js';
import type { RequestOrigin } from '../core/event-log.js';
import type { CheckoutSessionRecord } from '../core/state.js';
import { completeSession } from './checkout-sessions.js';
import {
  AUTHENTICATION_FAILURE_MESSAGE,
  createPaymentIntent,
  declinePayment,
  failAuthentication,
  requireAuthentication,
  succeedPayment,
} from './payments.js';
import { behaviourOf, type Card } from './test-cards.js';

export type PaymentAttempt =
  | { kind: 'paid' }
  | { kind: 'declined'; message: string }
  | { kind: 'requires_authentication' }
  | { kind: 'not_open' };

/** The buyer submits a card on the hosted page: the session's PaymentIntent is created on the first attempt. */
export function attemptPayment(context: EmulatorContext, record: CheckoutSessionRecord, card: Card, origin: RequestOrigin): PaymentAttempt {
  const { session } = record;
  if (session.status !== 'open') return { kind: 'not_open' };
  const intent = currentIntent(context, record, origin);
  const behaviour = behaviourOf(card.number);
  switch (behaviour.kind) {
    case 'succeeds':
      succeedPayment(context, intent, card, origin);
      completeSession(context, record, origin);
      return { kind: 'paid' };
    case 'declined':
      record.pendingAuthentication = undefined;
      declinePayment(context, intent, card, behaviour.decline, origin);
      return { kind: 'declined', message: behaviour.decline.message };
    case 'requires_authentication':
      requireAuthentication(context, intent, origin);
      record.pendingAuthentication = card;
      return { kind: 'requires_authentication' };
  }
}

/** The buyer answers the 3-D Secure challenge. */
export function finishAuthentication(context: EmulatorContext, record: CheckoutSessionRecord, passed: boolean, origin: RequestOrigin): PaymentAttempt {
  const card = record.pendingAuthentication;
  if (record.session.status !== 'open' || !card) return { kind: 'not_open' };
  const intent = currentIntent(context, record, origin);
  record.pendingAuthentication = undefined;
  if (!passed) {
    failAuthentication(context, intent, origin);
    return { kind: 'declined', message: AUTHENTICATION_FAILURE_MESSAGE };
  }
  succeedPayment(context, intent, card, origin);
  completeSession(context, record, origin);
  return { kind: 'paid' };
}

function currentIntent(context: EmulatorContext, record: CheckoutSessionRecord, origin: RequestOrigin) {
  const { session } = record;
  const existing = session.payment_intent ? context.state.paymentIntents.get(String(session.payment_intent)) : undefined;
  if (existing) return existing;
  const intent = createPaymentIntent(
    context,
    {
      amount: session.amount_total ?? 0,
      currency: session.currency ?? 'eur',
      metadata: record.paymentIntentData.metadata,
      transferGroup: record.paymentIntentData.transferGroup,
      description: record.paymentIntentData.description,
    },
    origin,
  );
  session.payment_intent = intent.id;
  return intent;
}
