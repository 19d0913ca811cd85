// What the checkout benchmark and the payment fault scenarios share: buyers and a seller written straight into the
// database (confirmed accounts, one password), listings of one ticket each, signing in through the API, and an order.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { DIST } from './stack.mjs';

export const PASSWORD = 'Bench-Password-2026';
/** Every listing here is one ticket at 45.50: what each buyer's order confirms. */
export const UNIT_PRICE_CENTS = 4550;

/** `seller@checkout.test` and `buyer1…buyerN@checkout.test`, confirmed, English; returns the seller's id. */
export async function seedAccounts(db, buyers) {
  const { Argon2PasswordHasher } = await import(join(DIST, 'identity/adapters/security/argon2-password-hasher.js'));
  const hash = await new Argon2PasswordHasher().hash(PASSWORD);
  await db.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, email_verified_at, preferred_language)
     SELECT CASE WHEN g = 0 THEN 'seller@checkout.test' ELSE 'buyer' || g || '@checkout.test' END, $1, 'Buyer', 'Number' || g, now(), 'en'
     FROM generate_series(0, ${buyers}) g`,
    [hash],
  );
  return (await db.query(`SELECT id FROM users WHERE email = 'seller@checkout.test'`)).rows[0].id;
}

export const buyerEmail = (index) => `buyer${index}@checkout.test`;

/** `count` listings of one ticket each, titled `<prefix> 1…count` (unique titles: each order's emails can be told apart). */
export async function addListings(db, seller, prefix, count) {
  const category = (await db.query(`SELECT id FROM categories WHERE key = 'concerts'`)).rows[0].id;
  const { rows } = await db.query(
    `INSERT INTO tickets (id, seller_id, owner_id, category_id, title, event_date, venue, price_per_unit_cents, face_value_cents, quantity, price_cents)
     SELECT gen_random_uuid(), $1, $1, $2, $3 || ' ' || g, current_date + 30, 'Arēna Rīga', ${UNIT_PRICE_CENTS}, ${UNIT_PRICE_CENTS}, 1, ${UNIT_PRICE_CENTS}
     FROM generate_series(1, ${count}) g RETURNING id, title`,
    [seller, category, prefix],
  );
  return rows;
}

/** Signs a buyer in through the API; resolves the access token. */
export async function signIn(http, email) {
  const response = await fetch(`${http}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
  if (!response.ok) throw new Error(`sign-in of ${email} answered ${response.status}: ${await response.text()}`);
  return (await response.json()).accessToken;
}

/** POST /api/orders for the whole listing; resolves `{ status, body }` (status 'error' when the connection failed). */
export async function placeOrder(http, token, ticketId, key = randomUUID()) {
  try {
    const response = await fetch(`${http}/api/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'Idempotency-Key': key },
      body: JSON.stringify({ ticketId, quantity: 1, expectedUnitPriceCents: UNIT_PRICE_CENTS }),
    });
    return { status: response.status, body: await response.json().catch(() => null), key };
  } catch (error) {
    return { status: 'error', body: String(error), key };
  }
}

/** The Checkout Session id in an order's `checkoutUrl`. */
export const sessionOf = (checkoutUrl) => /cs_test_[A-Za-z0-9]+/.exec(checkoutUrl)[0];

/** `{ 201: 1, 409: 199 }` */
export const tally = (values) => values.reduce((counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }), {});

/** Runs `work(item)` over `items`, at most `concurrency` at a time; resolves the results in the items' order. */
export async function inParallel(items, concurrency, work) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index], index);
      }
    }),
  );
  return results;
}

/**
 * What the database says about the given orders after settlement: per order its status, whether its ticket went to
 * its buyer, and how many buyer's and seller's emails were queued for it (outbox rows of `mail.send`).
 */
export async function settlementOf(db, orderIds) {
  const { rows } = await db.query(
    `SELECT o.id, o.status, o.payment_id AS "paymentId", o.refund_id AS "refundId", t.status AS "ticketStatus", (t.buyer_id = o.buyer_id) AS "ticketIsBuyers",
       (SELECT count(*)::int FROM outbox m WHERE m.job_name = 'mail.send' AND m.payload->>'template' = 'ticket_purchased' AND m.payload->'params'->>'orderNumber' = upper(left(o.id::text, 8))) AS "buyerMails",
       (SELECT count(*)::int FROM outbox m WHERE m.job_name = 'mail.send' AND m.payload->>'template' = 'ticket_sold' AND m.payload->'params'->>'orderNumber' = upper(left(o.id::text, 8))) AS "sellerMails",
       (SELECT count(*)::int FROM orders other WHERE other.ticket_id = o.ticket_id AND other.status IN ('paid', 'completed', 'disputed')) AS "paidOrdersOfTicket"
     FROM orders o JOIN tickets t ON t.id = o.ticket_id WHERE o.id = ANY($1::uuid[])`,
    [orderIds],
  );
  return rows;
}

/**
 * Whether each order settled as paid exactly once: paid, its ticket sold to its buyer and to nobody else, one email each
 * (an e-mail names the order by its short number, the first 8 characters of its id in capitals).
 */
export function paidExactlyOnce(row) {
  return row.status === 'paid' && row.ticketStatus === 'sold' && row.ticketIsBuyers && row.buyerMails === 1 && row.sellerMails === 1 && row.paidOrdersOfTicket === 1 && !row.refundId;
}
