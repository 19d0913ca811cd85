import { Injectable } from '@nestjs/common';
import { DependencyUnavailableJobError, JobHandler, type JobPayload } from '../../shared/application/jobs.js';
import { DomainError } from '../../shared/domain/domain-error.js';
import { PaymentEvents } from './ports/payment-events.js';
import { SettleOrder } from './settle-order.use-case.js';

/** Settles the order a stored webhook event is about; the event is marked handled once the order is up to date. */
@Injectable()
export class SettleOrderHandler extends JobHandler<'marketplace.settle-order'> {
  readonly jobName = 'marketplace.settle-order' as const;

  constructor(
    private readonly settle: SettleOrder,
    private readonly events: PaymentEvents,
  ) {
    super();
  }

  async handle(payload: JobPayload<'marketplace.settle-order'>): Promise<void> {
    await waitingOutProviderOutages(() => this.settle.byId(payload.orderId));
    if (payload.eventId) await this.events.markHandled(payload.eventId);
  }
}

/** The provider being out of reach uses up no attempt: the job waits for it (DependencyUnavailableJobError). */
export async function waitingOutProviderOutages<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'unavailable') throw new DependencyUnavailableJobError(error.code);
    throw error;
  }
}
