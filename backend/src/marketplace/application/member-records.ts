import { Injectable } from '@nestjs/common';
import { Clock } from '../../shared/domain/clock.js';
import { rigaDay } from '../../shared/domain/riga-time.js';
import { MemberRecordStore, type ListingRecord, type OrderRecord } from './ports/member-records.js';

export type { ListingRecord, OrderRecord };

/**
 * What the privacy context asks of the marketplace about one person. "An order in progress" (ADR 0019): awaiting
 * payment, or paid for an event that has not yet taken place (Riga's calendar day). "A case open": a claim or a card
 * dispute on one of their orders that is not decided yet. (An order `disputed` is one whose dispute was lost: over.)
 */
@Injectable()
export class MemberRecords {
  constructor(
    private readonly store: MemberRecordStore,
    private readonly clock: Clock,
  ) {}

  ordersInProgress(userId: string): Promise<number> {
    return this.store.ordersInProgress(userId, rigaDay(this.clock.now()));
  }

  casesOpen(userId: string): Promise<number> {
    return this.store.casesOpen(userId);
  }

  async recordsOf(userId: string): Promise<{ listings: ListingRecord[]; orders: OrderRecord[] }> {
    return { listings: await this.store.listingsOf(userId), orders: await this.store.ordersOf(userId) };
  }

  retireListingsOfLeavingSeller(sellerId: string): Promise<number> {
    return this.store.retireListingsOf(sellerId, 'seller deleted their account');
  }
}
