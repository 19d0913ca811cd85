import { Injectable } from '@nestjs/common';
import { JobQueue } from '../../shared/application/ports/job-queue.port.js';
import { Clock } from '../../shared/domain/clock.js';
import { disputeLostPosting, disputeOpenedPosting, disputeWonPosting, fullRefundPosting, partialRefundPosting, paymentPosting, providerFeePosting, type DisputedPayment, type OrderMoney, type ProviderFee } from '../domain/ledger.js';
import { releaseDueAt, sellerShareCents, type PaidSale } from '../domain/release.js';
import { Ledger } from './ports/ledger.js';
import { PaidSales } from './ports/paid-sales.js';
import { PayoutAccounts } from './ports/payout-accounts.js';
import { SellerTaxDetails } from './tax-details.use-case.js';

export type { OrderMoney } from '../domain/ledger.js';

/**
 * A person's money that payouts has not finished with (all zero when nothing is open): what another context must
 * wait for before the person may leave (ADR 0019).
 */
export interface MoneyStillOpen {
  /** Their sales' money held until each event and its claim window are over (frozen ones too). */
  heldCents: number;
  /** Released to them and not yet sent: waiting for the next payout run, an active payout account, or tax details. */
  availableCents: number;
  /** What `availableCents` waits for: the seller can act on the first two. */
  availableWaitsFor: 'payout_account' | 'tax_details' | 'payout_run' | null;
  /** Payouts sent to the provider and not yet confirmed. */
  inFlightCents: number;
  /** What they owe the platform back (a card dispute lost after their payout), recovered or not yet (ADR 0023). */
  owedBackCents: number;
}

/**
 * What other contexts may ask of payouts. The marketplace records each movement of an order's money here, inside
 * the transaction that moves the order, so the books and the orders never disagree.
 */
@Injectable()
export class PayoutsApi {
  constructor(
    private readonly ledger: Ledger,
    private readonly accounts: PayoutAccounts,
    private readonly clock: Clock,
    private readonly jobs: JobQueue,
    private readonly sales: PaidSales,
    private readonly tax: SellerTaxDetails,
  ) {}

  /**
   * What is still open between the platform and the person as a seller. Held sales are read before the books, so a
   * release committing in between is seen on one side or the other; likewise a payout recorded between the two reads.
   */
  async moneyStillOpen(userId: string): Promise<MoneyStillOpen> {
    const held = await this.sales.unreleasedOf(userId);
    const owed = await this.accounts.owed(userId);
    const { pendingCents: inFlightCents } = await this.accounts.paidOutTo(userId);
    const availableCents = Math.max(0, owed);
    return {
      heldCents: sellerShareCents(held),
      availableCents,
      availableWaitsFor: availableCents > 0 ? await this.availableWaitsFor(userId) : null,
      inFlightCents,
      owedBackCents: Math.max(0, -(owed + inFlightCents)),
    };
  }

  private async availableWaitsFor(sellerId: string): Promise<'payout_account' | 'tax_details' | 'payout_run'> {
    if ((await this.accounts.ofSeller(sellerId))?.status !== 'active') return 'payout_account';
    return (await this.tax.status(sellerId)).required ? 'tax_details' : 'payout_run';
  }

  /** Until then the buyer may open a claim, and the sale's money stays held: the event's start plus the claim window. */
  async claimWindowEndsAt(event: Pick<PaidSale, 'eventDate' | 'eventTime'>): Promise<Date> {
    return releaseDueAt(event, await this.accounts.claimWindowHours());
  }

  /** Part of the tickets' price went back to the buyer after a claim. Recorded once per claim. */
  async recordPartialRefund(refund: { orderId: string; claimId: string; refundCents: number; refundId: string }): Promise<void> {
    await this.ledger.post(partialRefundPosting(refund, this.clock.now()));
  }

  /** The buyer's payment reached the provider. Recorded once however often it is reported. */
  async recordPayment(order: OrderMoney): Promise<void> {
    await this.ledger.post(paymentPosting(order, this.clock.now()));
  }

  /**
   * The provider kept its processing fee out of a payment (as its balance transaction says). Recorded once per balance
   * transaction however often the payment is settled; a fee of 0 records nothing.
   */
  async recordProviderFee(fee: ProviderFee): Promise<void> {
    if (fee.feeCents === 0) return;
    await this.ledger.post(providerFeePosting(fee, this.clock.now()));
  }

  /** All the buyer paid went back to them. Recorded once however often it is reported. */
  async recordFullRefund(order: OrderMoney): Promise<void> {
    await this.ledger.post(fullRefundPosting(order, this.clock.now()));
  }

  /** A card dispute took the disputed amount from the provider balance. Recorded once per dispute. */
  async recordDisputeOpened(dispute: DisputedPayment): Promise<void> {
    await this.ledger.post(disputeOpenedPosting(dispute, this.clock.now()));
  }

  /** The bank decided a dispute for the platform: the amount is back. Recorded once per dispute. */
  async recordDisputeWon(dispute: DisputedPayment): Promise<void> {
    await this.ledger.post(disputeWonPosting(dispute, this.clock.now()));
  }

  /**
   * The bank decided a dispute for the buyer: the seller's share of the order is not paid, whether it is still held
   * or was released already (then the seller owes it back: what their later sales do not cover is recovered from
   * their transfers by `payouts.recover-from-seller`, queued with this transaction). Recorded once per dispute.
   */
  async recordDisputeLost(dispute: DisputedPayment & { sellerId: string }): Promise<void> {
    const shares = await this.ledger.orderShares(dispute.orderId);
    const posted = await this.ledger.post(disputeLostPosting({ ...dispute, ...shares }, this.clock.now()));
    if (posted && shares.releasedCents > 0) await this.jobs.enqueue('payouts.recover-from-seller', { sellerId: dispute.sellerId });
  }
}
