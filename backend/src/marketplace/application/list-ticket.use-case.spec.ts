import type { Readable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import type { IdentityApi } from '../../identity/application/identity.api.js';
import { ActivityLog } from '../../shared/application/ports/activity-log.port.js';
import { FileInspector } from '../../shared/application/ports/file-inspector.port.js';
import { FileStorage } from '../../shared/application/ports/file-storage.port.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { Money } from '../../shared/domain/money.js';
import { pdf } from '../../testing/hostile-files.js';
import type { ListingDetails } from '../domain/listing.js';
import { ListTicket, type ListingChecks } from './list-ticket.use-case.js';
import { PdfPages } from '../../shared/application/ports/pdf-pages.port.js';
import { TicketRepository, type NewTicket } from './ports/ticket.repository.js';

class MemoryStorage extends FileStorage {
  readonly files = new Map<string, Buffer>();
  put(key: string, body: Buffer | Readable) {
    this.files.set(key, body as Buffer);
    return Promise.resolve();
  }
  read(): Promise<never> {
    return Promise.reject(new Error('not used'));
  }
  exists(key: string) {
    return Promise.resolve(this.files.has(key));
  }
  remove(key: string) {
    this.files.delete(key);
    return Promise.resolve();
  }
  ping() {
    return Promise.resolve();
  }
}

/** A ticket table whose insert fails as the database would, or finds the file already listed. */
function ticketsThat(insert: (ticket: NewTicket) => Promise<boolean>): TicketRepository {
  return { insert } as unknown as TicketRepository;
}

/** PDFs of this test say how many pages they have (`%pages N`); a split gives one distinct one-page PDF per page. */
class CountedPages extends PdfPages {
  private pagesOf(bytes: Buffer): number {
    return Number(/%pages (\d+)/.exec(bytes.toString('latin1'))?.[1] ?? 1);
  }
  split(bytes: Buffer) {
    return Promise.resolve(Array.from({ length: this.pagesOf(bytes) }, () => pdf()));
  }
  fingerprints(bytes: Buffer) {
    return Promise.resolve(Array.from({ length: this.pagesOf(bytes) }, (_, page) => `${page}`.padStart(64, 'f')));
  }
}
const pages = new CountedPages();
const pdfOfPages = (count: number) => ({ bytes: Buffer.concat([pdf(), Buffer.from(`%pages ${count}\n`)]), name: 'tickets.pdf', declaredType: 'application/pdf' });

const details: ListingDetails = {
  title: 'Prāta Vētra', description: '', categoryId: 'c1', eventId: null, eventDate: '2027-01-10', eventTime: null, venue: 'Arēna Rīga',
  seat: { section: null, row: null, seat: null }, pricePerUnit: Money.parse('45.50'), quantity: 1, faceValue: Money.parse('45.50'), tierId: null, splitRule: null,
};
const checked: { hasWholeFile: boolean }[] = [];
const checks = {
  check: (_seller: string, listing: ListingDetails, how: { hasWholeFile: boolean }) => {
    checked.push(how);
    return Promise.resolve({ ...listing, price: listing.pricePerUnit, searchText: 'prata vetra' });
  },
} as unknown as ListingChecks;
const inspector: FileInspector = { safeType: () => Promise.resolve('application/pdf') };
const transactions: TransactionRunner = { run: (work) => work() };
const identity = { contactOf: () => Promise.resolve({ email: 'seller@example.lv', firstName: 'Anna', language: 'lv' }) } as unknown as IdentityApi;

class MemoryActivity extends ActivityLog {
  readonly entries: unknown[] = [];
  record(kind: string, details: Record<string, string | number>, actor?: string) {
    this.entries.push({ kind, details, actor });
    return Promise.resolve();
  }
}

const file = { bytes: pdf(), name: 'ticket.pdf', declaredType: 'application/pdf' };

describe('listing a ticket with its file', () => {
  it('removes the stored file when the listing fails for any reason, and passes the failure on', async () => {
    for (const insert of [() => Promise.reject(new Error('connection terminated')), () => Promise.resolve(false)]) {
      const storage = new MemoryStorage();
      const listing = new ListTicket(checks, ticketsThat(insert), storage, inspector, pages, transactions, identity, new MemoryActivity());
      await expect(listing.execute('seller', details, [file])).rejects.toBeInstanceOf(Error);
      expect([...storage.files.keys()]).toEqual([]);
    }
  });

  it('keeps the file of a listing that was saved', async () => {
    const storage = new MemoryStorage();
    const activity = new MemoryActivity();
    const { id } = await new ListTicket(checks, ticketsThat(() => Promise.resolve(true)), storage, inspector, pages, transactions, identity, activity).execute('seller', details, [file]);
    expect(storage.files.size).toBe(1);
    // Staff read it in the activity log: what happened, by whom, and the listing it links to.
    expect(activity.entries).toEqual([{ kind: 'marketplace.activity', details: { change: 'listing created', ticketId: id, title: 'Prāta Vētra', quantity: 1, seller: 'seller@example.lv' }, actor: undefined }]);
  });
});

describe('listing several tickets with one file per ticket (ADR 0026)', () => {
  const four = { ...details, quantity: 4 };
  const inserted = (into: NewTicket[]) => ticketsThat((ticket) => Promise.resolve(into.push(ticket) > 0));

  it('stores one file per ticket at positions 1..n, each with its own fingerprint, and sells them apart', async () => {
    const storage = new MemoryStorage();
    const saved: NewTicket[] = [];
    checked.length = 0;
    const files = [1, 2, 3, 4].map(() => ({ ...file, bytes: pdf() }));
    await new ListTicket(checks, inserted(saved), storage, inspector, pages, transactions, identity, new MemoryActivity()).execute('seller', four, files);
    expect(saved[0].files.map((stored) => stored.position)).toEqual([1, 2, 3, 4]);
    expect(new Set(saved[0].files.map((stored) => stored.sha256)).size).toBe(4);
    expect(saved[0].files.map((stored) => storage.files.get(stored.key))).toEqual(files.map((uploaded) => uploaded.bytes));
    expect(checked).toEqual([{ hasWholeFile: false }]);
  });

  it('cuts one PDF with a page per ticket into a file per page; a PDF with other pages stays one file sold together', async () => {
    const storage = new MemoryStorage();
    const saved: NewTicket[] = [];
    checked.length = 0;
    await new ListTicket(checks, inserted(saved), storage, inspector, pages, transactions, identity, new MemoryActivity()).execute('seller', four, [pdfOfPages(4)]);
    await new ListTicket(checks, inserted(saved), storage, inspector, pages, transactions, identity, new MemoryActivity()).execute('seller', four, [pdfOfPages(3)]);
    expect(saved.map((ticket) => ticket.files.length)).toEqual([4, 1]);
    expect(saved[0].files.every((stored) => stored.pageSha256 !== null)).toBe(true);
    expect(checked).toEqual([{ hasWholeFile: false }, { hasWholeFile: true }]);
    expect(storage.files.size).toBe(5);
  });

  it('refuses several files that are not one per ticket, and leaves no page in storage when one is already listed', async () => {
    const storage = new MemoryStorage();
    const listing = new ListTicket(checks, ticketsThat(() => Promise.resolve(false)), storage, inspector, pages, transactions, identity, new MemoryActivity());
    await expect(listing.execute('seller', four, [file, { ...file, bytes: pdf() }])).rejects.toMatchObject({ code: 'marketplace.file_count_mismatch', params: { files: 2, quantity: 4 } });
    await expect(listing.execute('seller', four, [pdfOfPages(4)])).rejects.toMatchObject({ code: 'marketplace.file_already_listed' });
    expect(storage.files.size).toBe(0);
  });
});
