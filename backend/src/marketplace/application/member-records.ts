import { Injectable } from '@nestjs/common';
import { Clock } from '../../shared/domain/clock.js';
import { rigaDay } from '../../shared/domain/riga-time.js';
import { MemberRecordStore, type ListingRecord, type OrderRecord } from './ports/member-records.js';

export type { ListingRecord, OrderRecord };

/**
 * What the privacy context asks of the marketplace about one person. "An order in progress" (ADR 0019): awaiting
 * payment, disputed, or paid for an event that has not yet taken place (Riga's calendar day).
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

  async recordsOf(userId: string): Promise<{ listings: ListingRecord[]; orders: OrderRecord[] }> {
    return { listings: await this.store.listingsOf(userId), orders: await this.store.ordersOf(userId) };
  }

  retireListingsOfLeavingSeller(sellerId: string): Promise<number> {
    return this.store.retireListingsOf(sellerId, 'seller deleted their account');
  }
}
