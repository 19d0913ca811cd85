import type { Readable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
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
const file = { bytes: pdf(), name: 'ticket.pdf', declaredType: 'application/pdf' };

describe('listing a ticket with its file', () => {
  it('removes the stored file when the listing fails for any reason, and passes the failure on', async () => {
    for (const insert of [() => Promise.reject(new Error('connection terminated')), () => Promise.resolve(false)]) {
      const storage = new MemoryStorage();
      const listing = new ListTicket(checks, ticketsThat(insert), storage, inspector, transactions);
      await expect(listing.execute('seller', details, file)).rejects.toBeInstanceOf(Error);
      expect([...storage.files.keys()]).toEqual([]);
    }
  });

  it('keeps the file of a listing that was saved', async () => {
    const storage = new MemoryStorage();
    await new ListTicket(checks, ticketsThat(() => Promise.resolve(true)), storage, inspector, transactions).execute('seller', details, file);
    expect(storage.files.size).toBe(1);
  });
});
