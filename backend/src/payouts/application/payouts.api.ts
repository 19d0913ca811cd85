import { Injectable } from '@nestjs/common';
import { Clock } from '../../shared/domain/clock.js';
import { fullRefundPosting, paymentPosting, type OrderMoney } from '../domain/ledger.js';
import { Ledger } from './ports/ledger.js';

export type { OrderMoney } from '../domain/ledger.js';

/**
 * What other contexts may ask of payouts. The marketplace records each movement of an order's money here, inside
 * the transaction that moves the order, so the books and the orders never disagree.
 */
@Injectable()
export class PayoutsApi {
  constructor(
    private readonly ledger: Ledger,
    private readonly clock: Clock,
  ) {}

  /** The buyer's payment reached the provider. Recorded once however often it is reported. */
  async recordPayment(order: OrderMoney): Promise<void> {
    await this.ledger.post(paymentPosting(order, this.clock.now()));
  }

  /** All the buyer paid went back to them. Recorded once however often it is reported. */
  async recordFullRefund(order: OrderMoney): Promise<void> {
    await this.ledger.post(fullRefundPosting(order, this.clock.now()));
  }
}
