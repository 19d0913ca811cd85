import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Queue } from 'bullmq';
import pg from 'pg';
import request from 'supertest';
import { prepareDatabase } from '../../backend/src/database-setup.js';
import { pdf } from '../../backend/src/testing/hostile-files.js';
import { TEST_REDIS_URL } from '../../backend/src/testing/test-database.js';
import { signedUpUser } from './support/accounts.js';
import { eventually } from './support/eventually.js';
import { boughtListing } from './support/orders.js';
import { startTestStack, type TestStack } from './support/test-stack.js';

type User = Awaited<ReturnType<typeof signedUpUser>>;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Issue 18: a seller whose money waits for a payout account that is not active is e-mailed in their language, at
 * most once every 7 days, by the daily job; a seller whose account is active (here or, unknown to us, at Stripe) is not.
 */
describe('payout account reminders', () => {
  jest.setTimeout(60_000);
  let stack: TestStack;
  let db: pg.Client;
  let maintenance: Queue;
  let buyer: User;
  let concerts: string;

  beforeAll(async () => {
    stack = await startTestStack({ queue: 'redis' });
    await prepareDatabase(stack.database.url, { demoUsers: [], demoEventsFrom: new Date() });
    db = new pg.Client({ connectionString: stack.database.url });
    await db.connect();
    const redis = new URL(TEST_REDIS_URL);
    maintenance = new Queue('maintenance', { connection: { host: redis.hostname, port: Number(redis.port || 6379) }, prefix: stack.env.QUEUE_PREFIX });
    buyer = await signedUpUser(stack, 'reminded-buyer');
    concerts = (await db.query(`SELECT id FROM categories WHERE key = 'concerts'`)).rows[0].id as string;
  }, 90_000);

  afterAll(async () => {
    await maintenance?.close();
    await db?.end();
    await stack?.close();
  }, 30_000);

  const auth = (user: User) => ({ Authorization: `Bearer ${user.accessToken}` });

  /** Two tickets at 45.50 sold: 86.45 is the seller's after their fee. */
  async function sold(seller: User): Promise<void> {
    const call = request(stack.http).post('/api/tickets').set(auth(seller));
    const fields = { title: 'Instrumenti', description: '', categoryId: concerts, eventDate: inDays(20), eventTime: '19:00', venue: 'Arēna Rīga', pricePerUnit: '45.50', faceValue: '45.50', quantity: '2' };
    for (const [name, value] of Object.entries(fields)) call.field(name, value);
    call.attach('file', pdf(), { filename: 'ticket.pdf', contentType: 'application/pdf' });
    await boughtListing(stack, buyer, (await call.expect(201)).body.id as string, { unitPriceCents: 4550, quantity: 2 });
  }

  async function remindersRun(): Promise<void> {
    const job = await maintenance.add('payouts.remind-payout-accounts', {});
    const state = await eventually(() => job.getState(), (current) => current === 'completed' || current === 'failed', 30_000);
    expect(state).toBe('completed');
  }

  async function connected(seller: User, onboarding: 'complete' | 'restrict' | 'none'): Promise<void> {
    await request(stack.http).post('/api/me/payout-account').set(auth(seller)).send({ country: 'LV' }).expect(201);
    const account = (await db.query('SELECT provider_account_id FROM payout_accounts WHERE seller_id = $1', [seller.userId])).rows[0].provider_account_id as string;
    if (onboarding !== 'none') await stack.stripe.completeOnboarding(account, onboarding);
  }

  const remindersTo = (seller: User) => stack.mail.messages.filter((message) => message.to.includes(seller.email) && /payout account|izmaksu kont|išmokų paskyr|väljamakse konto/i.test(message.subject));

  it('e-mails a seller with money waiting and no active account once a week, in their language, and nobody else', async () => {
    const [unconnected, restricted, activeAtStripe, active, nothingSold] = await Promise.all(
      ['unconnected', 'restricted', 'active-at-stripe', 'active', 'nothing-sold'].map((label) => signedUpUser(stack, `reminded-${label}`)),
    );
    await db.query(`UPDATE users SET preferred_language = 'en' WHERE id = ANY($1)`, [[unconnected.userId, restricted.userId, activeAtStripe.userId, active.userId]]);
    await db.query(`UPDATE users SET preferred_language = 'lt' WHERE id = $1`, [restricted.userId]);
    await connected(restricted, 'restrict');
    await connected(activeAtStripe, 'none');
    await connected(active, 'complete');
    await request(stack.http).get('/api/me/payout-account').set(auth(active)).expect(200); // active here too
    for (const seller of [unconnected, restricted, activeAtStripe, active]) await sold(seller);
    // Onboarding finished at Stripe after the sale; the seller never came back to look.
    const account = (await db.query('SELECT provider_account_id FROM payout_accounts WHERE seller_id = $1', [activeAtStripe.userId])).rows[0].provider_account_id as string;
    await stack.stripe.completeOnboarding(account, 'complete');

    await remindersRun();
    const toUnconnected = await stack.mail.waitFor((message) => message.to.includes(unconnected.email) && message.subject.startsWith('Set up your payout account'), 15_000);
    expect(toUnconnected.subject).toMatch(/86,45\s€ is waiting for you/);
    expect(toUnconnected.text).toContain('You have not set up a payout account yet.');
    expect(toUnconnected.text).toContain(`/en/profile/${unconnected.userId}/payments`);
    const toRestricted = await stack.mail.waitFor((message) => message.to.includes(restricted.email) && message.subject.startsWith('Nustatykite išmokų paskyrą'), 15_000);
    expect(toRestricted.text).toContain('Mūsų mokėjimų partneriui reikia daugiau duomenų');

    // Once a week: the next run sends nothing, nor does one six days on; a week on, a second one.
    await remindersRun();
    await db.query(`UPDATE payout_account_reminders SET last_sent_at = now() - interval '6 days'`);
    await remindersRun();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(remindersTo(unconnected)).toHaveLength(1);
    expect(remindersTo(restricted)).toHaveLength(1);
    await db.query(`UPDATE payout_account_reminders SET last_sent_at = now() - interval '7 days 1 minute' WHERE seller_id = $1`, [unconnected.userId]);
    await remindersRun();
    await eventually(async () => remindersTo(unconnected).length, (count) => count === 2, 15_000);
    expect(remindersTo(restricted)).toHaveLength(1);

    expect(remindersTo(active)).toEqual([]);
    expect(remindersTo(activeAtStripe)).toEqual([]);
    expect(remindersTo(nothingSold)).toEqual([]);
    expect((await db.query('SELECT status FROM payout_accounts WHERE seller_id = $1', [activeAtStripe.userId])).rows[0].status).toBe('active');
  });
});
