import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { prepareDatabase } from '../../backend/src/database-setup.js';
import { hostileFiles, jpeg, pdf, png } from '../../backend/src/testing/hostile-files.js';
import { signedUpUser } from './support/accounts.js';
import { boughtListing } from './support/orders.js';
import { startTestStack, type TestStack } from './support/test-stack.js';

type User = Awaited<ReturnType<typeof signedUpUser>>;

/** The body of a download, as bytes. */
function binary(response: request.Response, callback: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
}

/**
 * A claim's evidence (issue 18, ADR 0030): the buyer sends up to three pictures or PDFs with the claim; buyer, seller
 * and staff read them back byte for byte; anyone else is told there is none; a refused upload stores nothing.
 */
describe('claim files', () => {
  jest.setTimeout(60_000);
  let stack: TestStack;
  let db: pg.Client;
  let buyer: User;
  let seller: User;
  let stranger: User;
  let admin: User;
  let concerts: string;
  const auth = (user: User) => ({ Authorization: `Bearer ${user.accessToken}` });

  beforeAll(async () => {
    stack = await startTestStack({ queue: 'postgres' });
    await prepareDatabase(stack.database.url, { demoUsers: [], demoEventsFrom: new Date() });
    db = new pg.Client({ connectionString: stack.database.url });
    await db.connect();
    [buyer, seller, stranger, admin] = await Promise.all([signedUpUser(stack, 'claim-buyer'), signedUpUser(stack, 'claim-seller'), signedUpUser(stack, 'claim-stranger'), signedUpUser(stack, 'claim-admin')]);
    await db.query('INSERT INTO admin_users (email, user_id) VALUES ($1, $2)', [admin.email, admin.userId]);
    concerts = (await db.query(`SELECT id FROM categories WHERE key = 'concerts'`)).rows[0].id as string;
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await stack?.close();
  }, 30_000);

  async function paidOrder(): Promise<string> {
    const call = request(stack.http).post('/api/tickets').set(auth(seller));
    const fields = { title: 'Līvi', categoryId: concerts, eventDate: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10), venue: 'Arēna Rīga', pricePerUnit: '45.50', faceValue: '45.50', quantity: '1' };
    for (const [name, value] of Object.entries(fields)) call.field(name, value);
    call.attach('file', pdf(), { filename: 'ticket.pdf', contentType: 'application/pdf' });
    const ticketId = (await call.expect(201)).body.id as string;
    return boughtListing(stack, buyer, ticketId, { unitPriceCents: 4550, quantity: 1 });
  }

  /** What is stored: claim rows, file rows and objects under claims/ in file storage. */
  async function stored(orderId: string) {
    const claims = (await db.query('SELECT id FROM order_claims WHERE order_id = $1', [orderId])).rows.length;
    const files = Number((await db.query('SELECT count(*) AS n FROM claim_files')).rows[0].n);
    const objects = await readdir(join(stack.env.DATA_DIR, 'files', 'claims'), { recursive: true }).catch(() => [] as string[]);
    return { claims, files, objects: objects.filter((name) => /\.\w+$/.test(String(name)) && !String(name).endsWith('.json')).length };
  }

  const claimWith = (orderId: string, files: { bytes: Buffer; name: string; type: string }[], language = 'en') => {
    const call = request(stack.http).post(`/api/orders/${orderId}/claims`).set(auth(buyer)).set('Accept-Language', language).field('reason', 'not_as_described').field('message', 'Row 4, not row 2: see the photo.');
    for (const file of files) call.attach('files', file.bytes, { filename: file.name, contentType: file.type });
    return call;
  };

  it('carries two files that buyer, seller and staff read back byte for byte; a stranger gets 404', async () => {
    const orderId = await paidOrder();
    const photo = jpeg(800, 600);
    const receipt = pdf();
    const opened = await claimWith(orderId, [
      { bytes: photo, name: 'C:\\Users\\anna\\IMG 0042 "seat".JPG', type: 'image/jpeg' },
      { bytes: receipt, name: 'kvīts.pdf', type: 'application/pdf' },
    ]).expect(201);
    expect(opened.body.files).toEqual([
      { n: 1, name: 'IMG 0042 seat.jpg', size: photo.length, contentType: 'image/jpeg' },
      { n: 2, name: 'kvīts.pdf', size: receipt.length, contentType: 'application/pdf' },
    ]);
    const claimId = opened.body.id as string;
    const listed = await request(stack.http).get(`/api/orders/${orderId}/claims`).set(auth(seller)).expect(200);
    expect(listed.body[0].files).toHaveLength(2);
    expect((await request(stack.http).get(`/api/admin/claims/${claimId}`).set(auth(admin)).expect(200)).body.files).toEqual(opened.body.files);

    for (const reader of [buyer, seller]) {
      const first = await request(stack.http).get(`/api/orders/${orderId}/claims/${claimId}/files/1`).set(auth(reader)).buffer(true).parse(binary).expect(200);
      expect(Buffer.compare(first.body as Buffer, photo)).toBe(0);
      expect(first.headers['content-type']).toBe('image/jpeg');
      expect(first.headers['content-disposition']).toBe(`attachment; filename="IMG-0042-seat.jpg"; filename*=UTF-8''${encodeURIComponent('IMG 0042 seat.jpg')}`);
      expect(first.headers['x-content-type-options']).toBe('nosniff');
      const second = await request(stack.http).get(`/api/orders/${orderId}/claims/${claimId}/files/2`).set(auth(reader)).buffer(true).parse(binary).expect(200);
      expect(Buffer.compare(second.body as Buffer, receipt)).toBe(0);
      expect(second.headers['content-disposition']).toContain('filename="kvits.pdf"');
    }
    const staff = await request(stack.http).get(`/api/admin/claims/${claimId}/files/2`).set(auth(admin)).buffer(true).parse(binary).expect(200);
    expect(Buffer.compare(staff.body as Buffer, receipt)).toBe(0);

    await request(stack.http).get(`/api/orders/${orderId}/claims/${claimId}/files/1`).set(auth(stranger)).expect(404);
    await request(stack.http).get(`/api/orders/${orderId}/claims/${claimId}/files/3`).set(auth(buyer)).expect(404);
    await request(stack.http).get(`/api/orders/${orderId}/claims/${claimId}/files/0`).set(auth(buyer)).expect(404);
    await request(stack.http).get(`/api/admin/claims/${claimId}/files/1`).set(auth(stranger)).expect(403);
    await request(stack.http).get(`/api/admin/claims/${claimId}/files/3`).set(auth(admin)).expect(404);
    // A claim of another order is not found through this one.
    const other = await paidOrder();
    await request(stack.http).get(`/api/orders/${other}/claims/${claimId}/files/1`).set(auth(buyer)).expect(404);
    // JSON still opens a claim, without files.
    const plain = await request(stack.http).post(`/api/orders/${other}/claims`).set(auth(buyer)).send({ reason: 'not_received', message: 'Nothing arrived.' }).expect(201);
    expect(plain.body.files).toEqual([]);
  });

  it('refuses a fourth file, a wrong type and a file over 10 MB in the caller language, and stores nothing', async () => {
    const orderId = await paidOrder();
    const before = await stored(orderId);
    const picture = { bytes: png(64, 64), name: 'a.png', type: 'image/png' };

    const tooMany = await claimWith(orderId, [picture, picture, picture, picture], 'lv').expect(400);
    expect(tooMany.body).toMatchObject({ code: 'marketplace.claim_files_too_many', params: { max: 3 }, message: 'Pretenzijai var pievienot ne vairāk kā 3 failus.' });

    for (const hostile of hostileFiles().slice(0, 4)) {
      const refused = await claimWith(orderId, [picture, hostile], 'et').expect(400);
      expect([hostile.label, refused.body.code]).toEqual([hostile.label, 'marketplace.claim_file_type_invalid']);
      expect(refused.body.message).toBe('Palun lisage fotod või dokumendid JPEG-, PNG-, WebP- või PDF-failina.');
    }
    const text = await claimWith(orderId, [{ bytes: Buffer.from('just words'), name: 'notes.txt', type: 'text/plain' }], 'lt').expect(400);
    expect(text.body.message).toBe('Pridėkite nuotraukas ar dokumentus JPEG, PNG, WebP arba PDF formatu.');
    const renamed = await claimWith(orderId, [{ bytes: pdf(), name: 'photo.png', type: 'image/png' }]).expect(400);
    expect(renamed.body.code).toBe('marketplace.claim_file_type_invalid');

    const big = Buffer.concat([jpeg(100, 100), Buffer.alloc(10 * 1_048_576)]);
    const tooLarge = await claimWith(orderId, [picture, { bytes: big, name: 'big.jpg', type: 'image/jpeg' }]).expect(400);
    expect(tooLarge.body).toMatchObject({ code: 'marketplace.claim_file_too_large', params: { mb: 10 }, message: 'Each file can be at most 10 MB.' });

    expect(await stored(orderId)).toEqual(before);
    expect(before.claims).toBe(0);

    // A claim already open: its files are not kept either.
    await claimWith(orderId, [picture]).expect(201);
    const after = await stored(orderId);
    const again = await claimWith(orderId, [picture, picture]).expect(409);
    expect(again.body.code).toBe('marketplace.claim_exists');
    expect(await stored(orderId)).toEqual(after);
  });
});
