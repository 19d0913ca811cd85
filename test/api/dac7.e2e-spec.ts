import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Queue } from 'bullmq';
import pg from 'pg';
import Stripe from 'stripe';
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
const DETAILS = { firstName: 'Anna', lastName: 'Bērziņa', taxId: '120588-12345', taxCountry: 'lv', street: 'Brīvības iela 1-2', city: 'Rīga', postalCode: 'LV-1010', country: 'LV', birthDate: '1988-05-12' };

/**
 * DAC7 (issue 18): a seller who passes €2,000 in a year is asked for their tax details and not paid until they give
 * them; staff export the year's report (CSV, and XML in the DAC7 layout) as a job.
 */
describe('DAC7', () => {
  jest.setTimeout(60_000);
  let stack: TestStack;
  let db: pg.Client;
  let maintenance: Queue;
  let stripe: Stripe;
  let buyer: User;
  let admin: User;
  let concerts: string;

  beforeAll(async () => {
    stack = await startTestStack({ queue: 'redis' });
    await prepareDatabase(stack.database.url, { demoUsers: [], demoEventsFrom: new Date() });
    db = new pg.Client({ connectionString: stack.database.url });
    await db.connect();
    const redis = new URL(TEST_REDIS_URL);
    maintenance = new Queue('maintenance', { connection: { host: redis.hostname, port: Number(redis.port || 6379) }, prefix: stack.env.QUEUE_PREFIX });
    stripe = new Stripe(stack.stripe.secretKey, { ...stack.stripe.sdkOptions, maxNetworkRetries: 0 });
    buyer = await signedUpUser(stack, 'dac7-buyer');
    admin = await signedUpUser(stack, 'dac7-admin');
    await db.query('INSERT INTO admin_users (email, user_id) VALUES ($1, $2)', [admin.email, admin.userId]);
    concerts = (await db.query(`SELECT id FROM categories WHERE key = 'concerts'`)).rows[0].id as string;
  }, 90_000);

  afterAll(async () => {
    await maintenance?.close();
    await db?.end();
    await stack?.close();
  }, 30_000);

  const auth = (user: User) => ({ Authorization: `Bearer ${user.accessToken}` });

  async function soldAndOver(seller: User, pricePerUnit: string, unitPriceCents: number): Promise<void> {
    const call = request(stack.http).post('/api/tickets').set(auth(seller));
    const fields = { title: 'Opera', description: '', categoryId: concerts, eventDate: inDays(20), eventTime: '19:00', venue: 'Nacionālā opera', pricePerUnit, faceValue: pricePerUnit, quantity: '2' };
    for (const [name, value] of Object.entries(fields)) call.field(name, value);
    call.attach('file', pdf(), { filename: 'ticket.pdf', contentType: 'application/pdf' });
    const ticketId = (await call.expect(201)).body.id as string;
    await boughtListing(stack, buyer, ticketId, { unitPriceCents, quantity: 2 });
    await db.query(`UPDATE tickets SET event_date = current_date - 4 WHERE id = $1`, [ticketId]);
  }

  async function payoutRun(): Promise<void> {
    const job = await maintenance.add('payouts.release-funds', {});
    expect(await eventually(() => job.getState(), (state) => state === 'completed' || state === 'failed', 30_000)).toBe('completed');
  }

  async function activeSeller(label: string): Promise<{ seller: User; account: string }> {
    const seller = await signedUpUser(stack, label);
    await request(stack.http).post('/api/me/payout-account').set(auth(seller)).send({ country: 'LV' }).expect(201);
    const account = (await db.query('SELECT provider_account_id FROM payout_accounts WHERE seller_id = $1', [seller.userId])).rows[0].provider_account_id as string;
    await stack.stripe.completeOnboarding(account, 'complete');
    return { seller, account };
  }

  const transfersTo = async (account: string) => (await stripe.transfers.list({ destination: account })).data.map((transfer) => transfer.amount);
  let reportable: User;

  it('holds the payout of a seller past €2,000 this year until they give their tax details; a smaller seller is paid', async () => {
    const big = await activeSeller('dac7-big');
    reportable = big.seller;
    const small = await activeSeller('dac7-small');
    const before = (await request(stack.http).get('/api/me/tax-details').set(auth(big.seller)).expect(200)).body;
    expect(before).toMatchObject({ sales: 0, required: false });
    expect(before.details).toBeUndefined();

    // 2 × 1,100.00: 2,090.00 credited after the 5 % fee, past the €2,000 line; 2 × 45.50 stays under it.
    await soldAndOver(big.seller, '1100.00', 110_000);
    await soldAndOver(small.seller, '45.50', 4550);
    await payoutRun();
    expect(await transfersTo(small.account)).toEqual([8645]);
    expect(await transfersTo(big.account)).toEqual([]);
    const asked = (await request(stack.http).get('/api/me/tax-details').set(auth(big.seller)).expect(200)).body;
    expect(asked).toMatchObject({ year: Number(new Date().toISOString().slice(0, 4)), sales: 1, considerationCents: 209_000, required: true });
    expect(asked.details).toBeUndefined();

    // Asked by e-mail, once however many runs hold the payout.
    const asking = await stack.mail.waitFor((message) => message.to.includes(big.seller.email) && message.subject === 'Your payout waits for your tax details', 15_000);
    expect(asking.text).toContain(`/en/profile/${big.seller.userId}/payments`);
    await payoutRun();
    expect(await transfersTo(big.account)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(stack.mail.messages.filter((message) => message.to.includes(big.seller.email) && message.subject === 'Your payout waits for your tax details')).toHaveLength(1);

    const refused = await request(stack.http).put('/api/me/tax-details').set(auth(big.seller)).set('Accept-Language', 'lv').send({ ...DETAILS, taxCountry: 'Latvia', birthDate: '12.05.1988' }).expect(400);
    expect(refused.body.fieldErrors).toMatchObject({ taxCountry: 'Ievadiet divu burtu valsts kodu, piemēram, LV.', birthDate: 'Ievadiet dzimšanas datumu formātā GGGG-MM-DD.' });
    const minor = await request(stack.http).put('/api/me/tax-details').set(auth(big.seller)).set('Accept-Language', 'en').send({ ...DETAILS, birthDate: inDays(-365 * 10) }).expect(400);
    expect(minor.body.code).toBe('payouts.birth_date_invalid');

    const saved = (await request(stack.http).put('/api/me/tax-details').set(auth(big.seller)).send(DETAILS).expect(200)).body;
    expect(saved).toMatchObject({ required: false, details: { ...DETAILS, taxCountry: 'LV' } });
    await payoutRun();
    expect(await transfersTo(big.account)).toEqual([209_000]);
  });

  it("staff export the year's report as a job: CSV and XML name the reportable seller and nobody else", async () => {
    const year = new Date().getFullYear();
    const refused = await request(stack.http).post('/api/admin/dac7-reports').set(auth(admin)).send({ year: year + 1 }).expect(400);
    expect(refused.body.code).toBe('payouts.dac7_year_invalid');
    const created = await request(stack.http).post('/api/admin/dac7-reports').set(auth(admin)).send({ year }).expect(202);
    expect(created.body).toMatchObject({ year, state: 'pending', requestedBy: admin.email });
    const report = await eventually(
      () => request(stack.http).get(`/api/admin/dac7-reports/${created.body.id}`).set(auth(admin)).then((response) => response.body),
      (body) => body.state !== 'pending',
      30_000,
    );
    expect(report).toMatchObject({ state: 'ready', sellerCount: 1 });
    const list = await request(stack.http).get('/api/admin/dac7-reports').set(auth(admin)).expect(200);
    expect(list.headers['content-range']).toBe('dac7-reports 0-0/1');

    const csv = await request(stack.http).get(`/api/admin/dac7-reports/${created.body.id}/csv`).set(auth(admin)).expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="dac7-${year}.csv"`);
    const rows = csv.text.trim().split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(`${reportable.userId},${reportable.email},Anna,Bērziņa,120588-12345,LV,`);
    expect(rows[1]).toMatch(/,1,2090\.00,110\.00$/);

    const xml = await request(stack.http).get(`/api/admin/dac7-reports/${created.body.id}/xml`).set(auth(admin)).expect(200);
    expect(xml.headers['content-type']).toMatch(/^application\/xml/);
    expect(xml.text).toContain('<dpi:TIN issuedBy="LV">120588-12345</dpi:TIN>');
    expect(xml.text).toContain(`<dpi:ReportingPeriod>${year}-12-31</dpi:ReportingPeriod>`);
    expect(xml.text.match(/<dpi:ReportableSeller>/g)).toHaveLength(1);
    // The layout takes full euros: the seller's €2,090.00 of the year is one quarter's 2090.
    expect(xml.text).toMatch(/<dpi:ConsQ[1-4] currCode="EUR">2090<\/dpi:ConsQ[1-4]>/);
    await request(stack.http).get('/api/admin/dac7-reports/not-an-id/csv').set(auth(admin)).expect(404);
    await request(stack.http).get('/api/admin/dac7-reports').set(auth(reportable)).expect(403);
  });
});
