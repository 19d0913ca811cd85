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
import { TicketRepository } from './ports/ticket.repository.js';

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
function ticketsThat(insert: () => Promise<boolean>): TicketRepository {
  return { insert } as unknown as TicketRepository;
}

const details: ListingDetails = {
  title: 'Prāta Vētra', description: '', categoryId: 'c1', eventId: null, eventDate: '2027-01-10', eventTime: null, venue: 'Arēna Rīga',
  seat: { section: null, row: null, seat: null }, pricePerUnit: Money.parse('45.50'), quantity: 1, faceValue: Money.parse('45.50'), tierId: null, splitRule: null,
};
const checks = { check: (_seller: string, listing: ListingDetails) => Promise.resolve({ ...listing, price: listing.pricePerUnit, searchText: 'prata vetra' }) } as unknown as ListingChecks;
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
      const listing = new ListTicket(checks, ticketsThat(insert), storage, inspector, transactions, identity, new MemoryActivity());
      await expect(listing.execute('seller', details, file)).rejects.toBeInstanceOf(Error);
      expect([...storage.files.keys()]).toEqual([]);
    }
  });

  it('keeps the file of a listing that was saved', async () => {
    const storage = new MemoryStorage();
    const activity = new MemoryActivity();
    const { id } = await new ListTicket(checks, ticketsThat(() => Promise.resolve(true)), storage, inspector, transactions, identity, activity).execute('seller', details, file);
    expect(storage.files.size).toBe(1);
    // Staff read it in the activity log: what happened, by whom, and the listing it links to.
    expect(activity.entries).toEqual([{ kind: 'marketplace.activity', details: { change: 'listing created', ticketId: id, title: 'Prāta Vētra', quantity: 1, seller: 'seller@example.lv' }, actor: undefined }]);
  });
});
