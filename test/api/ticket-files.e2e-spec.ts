import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import pg from 'pg';
import request from 'supertest';
import { prepareDatabase } from '../../backend/src/database-setup.js';
import { signedUpUser } from './support/accounts.js';
import { eventually } from './support/eventually.js';
import { checkoutSessionOf } from './support/orders.js';
import { startTestStack, type TestStack } from './support/test-stack.js';

type User = Awaited<ReturnType<typeof signedUpUser>>;

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A PDF with one page per label; page n is 300 + n points wide, so a page can be told apart once cut out. */
async function ticketPdf(labels: string[]): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  labels.forEach((label, index) => document.addPage([301 + index, 200]).drawText(label, { x: 20, y: 100, size: 14, font }));
  return Buffer.from(await document.save());
}

/** The widths of a downloaded PDF's pages. */
async function pageWidths(bytes: Buffer): Promise<number[]> {
  return (await PDFDocument.load(bytes)).getPages().map((page) => page.getWidth());
}

const binary = (response: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
};

/** Issue 19 (ADR 0026): a listing of several tickets carries one file per ticket, and each file goes only to its buyer. */
describe('one file per ticket', () => {
  jest.setTimeout(60_000);
  let stack: TestStack;
  let db: pg.Client;
  let seller: User;
  let first: User;
  let second: User;
  let concerts: string;

  beforeAll(async () => {
    stack = await startTestStack({ queue: 'postgres' });
    await prepareDatabase(stack.database.url, { demoUsers: [], demoEventsFrom: new Date() });
    db = new pg.Client({ connectionString: stack.database.url });
    await db.connect();
    [seller, first, second] = await Promise.all([signedUpUser(stack, 'seller'), signedUpUser(stack, 'first-buyer'), signedUpUser(stack, 'second-buyer')]);
    concerts = (await db.query(`SELECT id FROM categories WHERE key = 'concerts'`)).rows[0].id as string;
  }, 90_000);

  afterAll(async () => {
    await db?.end();
    await stack?.close();
  }, 30_000);

  const auth = (user: User) => ({ Authorization: `Bearer ${user.accessToken}` });

  /** Lists `quantity` tickets at 40.00 with the files given: `files` one per ticket, or one `file`. */
  function list(title: string, quantity: number, upload: { files?: Buffer[]; file?: Buffer }) {
    const post = request(stack.http).post('/api/tickets').set(auth(seller));
    for (const [name, value] of Object.entries({ title, categoryId: concerts, eventDate: inDays(30), venue: 'Arēna Rīga', quantity: String(quantity), faceValue: '40.00', pricePerUnit: '40.00' })) post.field(name, value);
    for (const [index, bytes] of (upload.files ?? []).entries()) post.attach('files', bytes, { filename: `ticket-${index + 1}.pdf`, contentType: 'application/pdf' });
    if (upload.file) post.attach('file', upload.file, { filename: 'tickets.pdf', contentType: 'application/pdf' });
    return post;
  }

  /** Orders `quantity` of the listing (a listing of their own is split off for the buyer); resolves the order. */
  async function order(buyer: User, ticketId: string, quantity: number): Promise<{ id: string; checkoutUrl: string; ticket: { id: string } }> {
    const { body } = await request(stack.http).post('/api/orders').set(auth(buyer)).set('Idempotency-Key', randomUUID()).send({ ticketId, quantity, expectedUnitPriceCents: 4000 }).expect(201);
    return body;
  }

  async function buy(buyer: User, ticketId: string, quantity: number): Promise<string> {
    const placed = await order(buyer, ticketId, quantity);
    await stack.stripe.pay(checkoutSessionOf(placed.checkoutUrl));
    const paid = await eventually(
      () => request(stack.http).get(`/api/orders/${placed.id}`).set(auth(buyer)).then((response) => response.body),
      (body) => body.status === 'paid',
    );
    expect(paid.ticket).toMatchObject({ hasFile: true, fileCount: quantity });
    return paid.ticket.id as string;
  }

  const download = (user: User, ticketId: string, index: number) =>
    request(stack.http).get(`/api/tickets/${ticketId}/files/${index}`).set(auth(user)).buffer(true).parse(binary);
  const fileCountOf = async (user: User, role: 'seller' | 'buyer', ticketId: string) =>
    ((await request(stack.http).get(`/api/me/tickets?role=${role}&pageSize=100`).set(auth(user)).expect(200)).body.items as { id: string; fileCount: number }[]).find((ticket) => ticket.id === ticketId)?.fileCount;

  it('two buyers each take part of a listing uploaded one file per ticket, and each downloads only their own files', async () => {
    const files = await Promise.all([1, 2, 3, 4].map((seat) => ticketPdf([`Rinda 4, vieta ${seat}`])));
    const id = (await list('Četri faili', 4, { files }).expect(201)).body.id as string;
    expect(await fileCountOf(seller, 'seller', id)).toBe(4);
    const onSale = (await request(stack.http).get('/api/tickets?pageSize=100').expect(200)).body.items.find((ticket: { id: string }) => ticket.id === id);
    expect(onSale).toMatchObject({ splitRule: 'any', fileCount: 4 });

    const firstTickets = await buy(first, id, 1);
    const secondTickets = await buy(second, id, 2);
    expect((await download(first, firstTickets, 1).expect(200)).body).toEqual(files[0]);
    await download(first, firstTickets, 2).expect(404);
    expect((await download(second, secondTickets, 1).expect(200)).body).toEqual(files[1]);
    expect((await download(second, secondTickets, 2).expect(200)).body).toEqual(files[2]);
    // Neither reaches the other's files, nor the ones still on sale.
    await download(first, secondTickets, 1).expect(404);
    await download(second, firstTickets, 1).expect(404);
    await download(first, id, 1).expect(404);
    // The seller keeps the one left, and still reaches the sold ones; the old address serves a listing's first file.
    expect(await fileCountOf(seller, 'seller', id)).toBe(1);
    expect((await download(seller, id, 1).expect(200)).body).toEqual(files[3]);
    expect((await request(stack.http).get(`/api/tickets/${secondTickets}/file`).set(auth(second)).buffer(true).parse(binary).expect(200)).body).toEqual(files[1]);
    const downloads = await db.query(`SELECT ticket_id, position FROM ticket_file_downloads WHERE user_id = $1 ORDER BY id`, [second.userId]);
    expect(downloads.rows).toEqual([{ ticket_id: secondTickets, position: 2 }, { ticket_id: secondTickets, position: 3 }, { ticket_id: secondTickets, position: 2 }]);
  });

  it('cuts one PDF with a page per ticket into one file per ticket, and each buyer gets their pages', async () => {
    const id = (await list('Četras lapas', 4, { file: await ticketPdf(['A', 'B', 'C', 'D']) }).expect(201)).body.id as string;
    expect(await fileCountOf(seller, 'seller', id)).toBe(4);
    const firstTickets = await buy(first, id, 2);
    const secondTickets = await buy(second, id, 2);
    expect(await pageWidths((await download(first, firstTickets, 1).expect(200)).body)).toEqual([301]);
    expect(await pageWidths((await download(first, firstTickets, 2).expect(200)).body)).toEqual([302]);
    expect(await pageWidths((await download(second, secondTickets, 1).expect(200)).body)).toEqual([303]);
    expect(await pageWidths((await download(second, secondTickets, 2).expect(200)).body)).toEqual([304]);
    await download(second, firstTickets, 1).expect(404);
  });

  it('returns the files of a lapsed hold to the listing, and the next buyer gets them', async () => {
    const files = await Promise.all([1, 2, 3].map((seat) => ticketPdf([`Rinda 9, vieta ${seat}`])));
    const id = (await list('Trīs faili', 3, { files }).expect(201)).body.id as string;
    const held = await order(first, id, 2);
    expect(await fileCountOf(seller, 'seller', id)).toBe(1);
    await stack.stripe.expireNow(checkoutSessionOf(held.checkoutUrl));
    await eventually(
      () => request(stack.http).get(`/api/orders/${held.id}`).set(auth(first)).then((response) => response.body.status as string),
      (status) => status === 'expired',
    );
    expect(await fileCountOf(seller, 'seller', id)).toBe(3);
    for (const [index, bytes] of files.entries()) expect((await download(seller, id, index + 1).expect(200)).body).toEqual(bytes);
    const bought = await buy(second, id, 1);
    expect((await download(second, bought, 1).expect(200)).body).toEqual(files[0]);
  });

  it('refuses a page already listed elsewhere, files that are not one per ticket, and a quantity the files no longer fit', async () => {
    const listed = await PDFDocument.load(await ticketPdf(['E', 'F']));
    await list('Divas lapas', 2, { file: Buffer.from(await listed.save()) }).expect(201);
    // Page F cut out into a document of its own, with a new page: the same ticket, in other bytes.
    const reused = await PDFDocument.create();
    const [page] = await reused.copyPages(listed, [1]);
    reused.addPage(page);
    reused.addPage([500, 200]).drawText('G', { x: 20, y: 100, size: 14, font: await reused.embedFont(StandardFonts.Helvetica) });
    const before = (await db.query('SELECT (SELECT count(*) FROM tickets)::int AS tickets, (SELECT count(*) FROM ticket_files)::int AS files')).rows[0];
    const again = await list('Atkal F', 2, { file: Buffer.from(await reused.save()) }).set('Accept-Language', 'en').expect(409);
    expect(again.body.code).toBe('marketplace.file_already_listed');

    const three = await Promise.all([1, 2, 3].map((seat) => ticketPdf([`Rinda 12, vieta ${seat}`])));
    const mismatch = await list('Trīs faili četrām', 4, { files: three }).set('Accept-Language', 'lv').expect(400);
    expect(mismatch.body).toMatchObject({ code: 'marketplace.file_count_mismatch', message: 'Pievienojāt 3 failus 4 biļetēm. Pievienojiet vienu failu katrai biļetei (4) vai vienu PDF ar vienu lapu katrai biļetei.' });
    expect((await db.query('SELECT (SELECT count(*) FROM tickets)::int AS tickets, (SELECT count(*) FROM ticket_files)::int AS files')).rows[0]).toEqual(before);

    const id = (await list('Trīs faili', 3, { files: three }).expect(201)).body.id as string;
    const changed = await request(stack.http).patch(`/api/tickets/${id}`).set(auth(seller)).set('Accept-Language', 'en').send({ quantity: 2 }).expect(400);
    expect(changed.body.code).toBe('marketplace.quantity_fixed_by_files');
    await request(stack.http).patch(`/api/tickets/${id}`).set(auth(seller)).send({ pricePerUnit: '39.00' }).expect(204);
  });
});
