import { Injectable } from '@nestjs/common';
import { JobQueue } from '../../shared/application/ports/job-queue.port.js';
import { Clock } from '../../shared/domain/clock.js';
import { disputeLostPosting, disputeOpenedPosting, disputeWonPosting, fullRefundPosting, partialRefundPosting, paymentPosting, providerFeePosting, type DisputedPayment, type OrderMoney, type ProviderFee } from '../domain/ledger.js';
import { releaseDueAt, type PaidSale } from '../domain/release.js';
import { Ledger } from './ports/ledger.js';
import { PayoutAccounts } from './ports/payout-accounts.js';

export type { OrderMoney } from '../domain/ledger.js';

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
  ) {}

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
