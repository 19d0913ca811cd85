import { randomUUID } from 'node:crypto';

interface Listing {
  id: string;
  category: { slug: string };
  pricePerUnitCents: number;
  parts: { quantity: number }[];
}

/**
 * Demo mode (ADR 0031): the demo buyer's first purchases, made the way a buyer makes them. Once the worker has listed
 * the demo sellers' tickets, the buyer signs in, orders a few of them (in different categories) through the API and
 * pays each on the Stripe emulator's checkout with the test card; the emulator's webhook settles them as paid. Done
 * once: a buyer who has any order already is left alone. Resolves how many orders were placed.
 */
export async function buyDemoTickets(options: {
  api: string;
  buyer: { email: string; password: string };
  pay: (checkoutSessionId: string) => Promise<unknown>;
  count: number;
  timeoutMs?: number;
}): Promise<number> {
  const { api } = options;
  const json = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(`${api}${path}`, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  const { accessToken } = await json<{ accessToken: string }>('/api/auth/login', { method: 'POST', body: JSON.stringify(options.buyer) });
  const auth = { authorization: `Bearer ${accessToken}` };
  const orders = await json<{ total: number }>('/api/me/orders?pageSize=1', { headers: auth });
  if (orders.total > 0) return 0;

  const chosen = await listingsInCategories(api, json, options.count, options.timeoutMs ?? 60_000);
  for (const listing of chosen) {
    const order = await json<{ checkoutUrl: string }>('/api/orders', {
      method: 'POST',
      headers: { ...auth, 'idempotency-key': randomUUID() },
      body: JSON.stringify({ ticketId: listing.id, quantity: listing.parts[0].quantity, expectedUnitPriceCents: listing.pricePerUnitCents }),
    });
    const session = /cs_test_[A-Za-z0-9]+/.exec(order.checkoutUrl)?.[0];
    if (!session) throw new Error(`No checkout session in ${order.checkoutUrl}`);
    await options.pay(session);
  }
  return chosen.length;
}

/** Waits until the demo's listings are on sale, then takes the first of each of `count` categories. */
async function listingsInCategories(
  api: string,
  json: <T>(path: string) => Promise<T>,
  count: number,
  timeoutMs: number,
): Promise<Listing[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const page = await json<{ items: Listing[] }>('/api/tickets?pageSize=100');
    const firstPerCategory = new Map<string, Listing>();
    for (const listing of page.items) if (!firstPerCategory.has(listing.category.slug)) firstPerCategory.set(listing.category.slug, listing);
    if (firstPerCategory.size >= count) return [...firstPerCategory.values()].slice(0, count);
    if (Date.now() > deadline) throw new Error(`listings in ${count} categories did not appear within ${timeoutMs} ms (${api})`);
    await new Promise((done) => setTimeout(done, 500));
  }
}
