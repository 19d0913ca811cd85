import { Injectable } from '@nestjs/common';
import { releaseDueAt, sellerShareCents } from '../domain/release.js';
import { PaidSales } from './ports/paid-sales.js';
import { PayoutAccounts } from './ports/payout-accounts.js';

export interface SellerBalance {
  /** Sold, the event or the claim window not over yet. */
  pendingCents: number;
  /** Released, to be transferred at the next payout run (once the payout account is active). */
  availableCents: number;
  /** Transferred to the seller's payout account. */
  paidOutCents: number;
  /** Taken back from those transfers (a card dispute lost after the payout). */
  reversedCents: number;
  /** Still owed back by the seller: taken from their next sales or transfers. */
  owedBackCents: number;
  /** When the earliest pending sale is released, if any. */
  nextReleaseAt: string | null;
  lastPaidOutAt: string | null;
  currency: 'EUR';
}

/** A seller's money: what waits for events, what is theirs to be paid, and what was paid (GET /api/me/balance). */
@Injectable()
export class ViewBalance {
  constructor(
    private readonly sales: PaidSales,
    private readonly accounts: PayoutAccounts,
  ) {}

  async of(sellerId: string): Promise<SellerBalance> {
    const [unreleased, window, owed, paid, reversedCents] = await Promise.all([
      this.sales.unreleasedOf(sellerId),
      this.accounts.claimWindowHours(),
      this.accounts.owed(sellerId),
      this.accounts.paidOutTo(sellerId),
      this.accounts.reversedFrom(sellerId),
    ]);
    const releases = unreleased.map((sale) => releaseDueAt(sale, window).getTime());
    return {
      pendingCents: sellerShareCents(unreleased),
      availableCents: Math.max(0, owed + paid.pendingCents),
      paidOutCents: paid.paidOutCents,
      reversedCents,
      owedBackCents: Math.max(0, -(owed + paid.pendingCents)),
      nextReleaseAt: releases.length > 0 ? new Date(Math.min(...releases)).toISOString() : null,
      lastPaidOutAt: paid.lastPaidAt?.toISOString() ?? null,
      currency: 'EUR',
    };
  }
}
