import type { EmulatorContext } from '../core/context.js';
import { NO_REQUEST } from '../core/event-log.js';
import { formatAmount } from '../core/money.js';
import type { CheckoutSessionRecord } from '../core/state.js';
import type { FormObject } from '../http/form-body.js';
import { attemptPayment, finishAuthentication, type PaymentAttempt } from '../resources/checkout-payment.js';
import { checkoutPageUrl } from '../resources/checkout-sessions.js';
import { cardFromNumber, readCardNumber, readCvc, readExpiry } from '../resources/test-cards.js';
import { html, page, type PageResponse, type PageRoute } from './html.js';

function paymentForm(record: CheckoutSessionRecord, action: string, error: string | undefined, status = 200): PageResponse {
  const { session, lineItems } = record;
  const currency = session.currency ?? 'eur';
  const total = formatAmount(session.amount_total ?? 0, currency);
  const rows = lineItems.map(
    (item) => html`<tr><td>${item.name}</td><td class="amount">${item.quantity}</td><td class="amount">${formatAmount(item.unitAmount * item.quantity, currency)}</td></tr>`,
  );
  const cancel = session.cancel_url ? html`<p><a href="${session.cancel_url}">Cancel and return</a></p>` : null;
  const alert = error ? html`<p class="error" role="alert">${error}</p>` : null;
  return page(
    `Checkout – ${total}`,
    html`<h1>Checkout</h1>
<table>
<caption>Order summary</caption>
<thead><tr><th scope="col">Item</th><th scope="col" class="amount">Quantity</th><th scope="col" class="amount">Amount</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><th scope="row" colspan="2">Total</th><td class="amount">${total}</td></tr></tfoot>
</table>
${alert}
<form method="post" action="${action}">
<label for="card-number">Card number</label>
<input id="card-number" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required>
<label for="expiry">Expiry</label>
<input id="expiry" name="expiry" placeholder="MM / YY" autocomplete="cc-exp" required>
<label for="cvc">CVC</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required>
<button type="submit">Pay</button>
</form>
${cancel}
<p class="hint">Test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 asks for 3-D Secure. Any future expiry, any CVC.</p>`,
    status,
  );
}

/** An expired or completed session: what happened, and no Pay button. */
function closedPage(record: CheckoutSessionRecord): PageResponse {
  const { session } = record;
  if (session.status === 'complete') {
    const back = session.success_url ? html`<p><a href="${successUrl(record)}">Return to the shop</a></p>` : null;
    return page('Payment complete', html`<h1>Payment complete</h1><p>This checkout session has been paid.</p>${back}`);
  }
  const back = session.cancel_url ? html`<p><a href="${session.cancel_url}">Return to the shop</a></p>` : null;
  return page('Checkout expired', html`<h1>Checkout expired</h1><p>This checkout session has expired and can no longer be paid.</p>${back}`);
}

function authenticationPage(action: string): PageResponse {
  return page(
    '3-D Secure authentication',
    html`<h1>3-D Secure authentication</h1>
<p>Your bank asks you to confirm this payment. This is a test: choose the outcome.</p>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="complete"><button type="submit">Complete</button></form>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="fail"><button type="submit">Fail</button></form>`,
  );
}

function successUrl(record: CheckoutSessionRecord): string {
  return (record.session.success_url ?? '').replaceAll('{CHECKOUT_SESSION_ID}', record.session.id);
}

function field(form: FormObject, name: string): string {
  const value = form[name];
  return typeof value === 'string' ? value : '';
}

export function checkoutPageRoutes(context: EmulatorContext): PageRoute[] {
  const recordOf = (id: string) => context.state.sessions.get(id);
  const notFound = () => page('Not found', html`<h1>Not found</h1><p>There is no checkout session at this address.</p>`, 404);
  const pagePath = (record: CheckoutSessionRecord) => new URL(checkoutPageUrl(context, record.session.id)).pathname;

  const afterAttempt = (record: CheckoutSessionRecord, attempt: PaymentAttempt): PageResponse => {
    switch (attempt.kind) {
      case 'paid':
        return { redirect: record.session.success_url ? successUrl(record) : pagePath(record) };
      case 'requires_authentication':
        return { redirect: `${pagePath(record)}/authenticate` };
      case 'declined':
        return paymentForm(record, pagePath(record), attempt.message, 402);
      case 'not_open':
        return closedPage(record);
    }
  };

  return [
    {
      method: 'GET',
      path: '/c/pay/:id',
      handler: ({ pathParams }) => {
        const record = recordOf(pathParams.id);
        if (!record) return notFound();
        if (record.session.status !== 'open') return closedPage(record);
        const notice = record.notice;
        record.notice = undefined;
        return paymentForm(record, pagePath(record), notice);
      },
    },
    {
      method: 'POST',
      path: '/c/pay/:id',
      handler: ({ pathParams, form }) => {
        const record = recordOf(pathParams.id);
        if (!record) return notFound();
        if (record.session.status !== 'open') return closedPage(record);
        const number = readCardNumber(field(form, 'cardNumber'));
        const expiry = readExpiry(field(form, 'expiry'));
        const cvc = readCvc(field(form, 'cvc'));
        const invalid = [number, expiry, cvc].find((result) => 'error' in result);
        if (invalid && 'error' in invalid) return paymentForm(record, pagePath(record), invalid.error, 400);
        if (!('number' in number) || !('month' in expiry)) return paymentForm(record, pagePath(record), undefined, 400);
        return afterAttempt(record, attemptPayment(context, record, cardFromNumber(number.number, expiry), NO_REQUEST));
      },
    },
    {
      method: 'GET',
      path: '/c/pay/:id/authenticate',
      handler: ({ pathParams }) => {
        const record = recordOf(pathParams.id);
        if (!record) return notFound();
        if (!record.pendingAuthentication) return { redirect: pagePath(record) };
        return authenticationPage(`${pagePath(record)}/authenticate`);
      },
    },
    {
      method: 'POST',
      path: '/c/pay/:id/authenticate',
      handler: ({ pathParams, form }) => {
        const record = recordOf(pathParams.id);
        if (!record) return notFound();
        const attempt = finishAuthentication(context, record, field(form, 'outcome') === 'complete', NO_REQUEST);
        if (attempt.kind === 'declined') {
          record.notice = attempt.message;
          return { redirect: pagePath(record) };
        }
        return attempt.kind === 'not_open' ? { redirect: pagePath(record) } : afterAttempt(record, attempt);
      },
    },
  ];
}
