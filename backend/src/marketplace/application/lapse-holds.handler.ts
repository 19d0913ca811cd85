import { Injectable, Logger } from '@nestjs/common';
import { DependencyUnavailableJobError, JobHandler } from '../../shared/application/jobs.js';
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
 * When the provider is out of reach the run stops at the first order that finds it so: every other order would wait
 * out the same timeouts (about 30 s each when it stops answering), holding the maintenance queue's other jobs for as
 * long. The next run starts over.
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
    let settled = 0;
    for (const [index, orderId] of due.entries()) {
      try {
        await waitingOutProviderOutages(() => this.settle.byId(orderId));
        settled += 1;
      } catch (error) {
        if (error instanceof DependencyUnavailableJobError) {
          this.logger.warn({ msg: 'payment provider unavailable, holds and refunds left to the next run', orderId, left: due.length - index });
          break;
        }
        this.logger.warn({ msg: 'order not settled, tried again next run', orderId, error: String(error) });
      }
    }
    if (due.length > 0) this.logger.log({ msg: 'holds and refunds settled', count: settled, notSettled: due.length - settled });
  }
}
