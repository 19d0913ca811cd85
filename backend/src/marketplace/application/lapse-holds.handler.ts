import { Injectable, Logger } from '@nestjs/common';
import { JobHandler } from '../../shared/application/jobs.js';
import { Clock } from '../../shared/domain/clock.js';
import { OrderRepository } from './ports/order.repository.js';
import { waitingOutProviderOutages } from './settle-order.handler.js';
import { SettleOrder } from './settle-order.use-case.js';

/** Per run: more are left to the next minute's run, so one run never holds the queue for long. */
const BATCH = 200;

/**
 * Every minute: the holds that ran out are settled (their checkouts closed at the provider, then their tickets
 * released or, if the buyer paid meanwhile, delivered), and late payments still owed a refund get it. This is also
 * the reconciliation: an order whose webhook was lost is settled from the provider's state here.
 */
@Injectable()
export class LapseHoldsHandler extends JobHandler<'marketplace.lapse-holds'> {
  readonly jobName = 'marketplace.lapse-holds' as const;
  private readonly logger = new Logger('marketplace');

  constructor(
    private readonly orders: OrderRepository,
    private readonly settle: SettleOrder,
    private readonly clock: Clock,
  ) {
    super();
  }

  async handle(): Promise<void> {
    const due = [...(await this.orders.holdsDue(this.clock.now(), BATCH)), ...(await this.orders.refundsOwed(BATCH))];
    let failed = 0;
    for (const orderId of due) {
      try {
        await waitingOutProviderOutages(() => this.settle.byId(orderId));
      } catch (error) {
        failed += 1;
        this.logger.warn({ msg: 'order not settled, tried again next run', orderId, error: String(error) });
      }
    }
    if (due.length > 0) this.logger.log({ msg: 'holds and refunds settled', count: due.length - failed, failed });
  }
}
