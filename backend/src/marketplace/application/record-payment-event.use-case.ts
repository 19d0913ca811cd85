import { Injectable } from '@nestjs/common';
import { JobQueue } from '../../shared/application/ports/job-queue.port.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { PaymentEvents, type PaymentEvent } from './ports/payment-events.js';

/**
 * A verified webhook event is stored once by its id and, with it in the same transaction, the job that settles its
 * order (or the card dispute) is queued (outbox): the provider's retry of an event already stored changes nothing, and an accepted event
 * is never lost to a crash or a queue outage.
 */
@Injectable()
export class RecordPaymentEvent {
  constructor(
    private readonly events: PaymentEvents,
    private readonly jobs: JobQueue,
    private readonly transactions: TransactionRunner,
  ) {}

  execute(event: PaymentEvent): Promise<void> {
    return this.transactions.run(async () => {
      const isNew = await this.events.record(event);
      if (isNew && event.orderId) await this.jobs.enqueue('marketplace.settle-order', { orderId: event.orderId, eventId: event.id });
      if (isNew && event.disputeId) await this.jobs.enqueue('marketplace.settle-dispute', { providerDisputeId: event.disputeId, eventId: event.id });
    });
  }
}
