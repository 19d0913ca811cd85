import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { JobHandler, type JobPayload } from '../../shared/application/jobs.js';
import { JobQueue } from '../../shared/application/ports/job-queue.port.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { Clock } from '../../shared/domain/clock.js';
import { rigaDateAndTime, rigaDay } from '../../shared/domain/riga-time.js';
import { Claim } from '../domain/claim.js';
import { eventMove, refusalOfMoveRefund } from '../domain/event-move.js';
import { MarketplaceErrors } from '../domain/marketplace.errors.js';
import { OrderEmails } from './order-emails.js';
import { ClaimRepository } from './ports/claim.repository.js';
import { EventMoves } from './ports/event-moves.js';
import { OrderRepository } from './ports/order.repository.js';

/**
 * Staff moved an event: its listings take the new day and time (so payouts and claim windows follow the event), the
 * move is recorded with its refund window, and every buyer of a paid order is told, in one transaction. A move is
 * recorded once: a rerun finds it and does nothing again.
 */
@Injectable()
export class EventMovedHandler extends JobHandler<'marketplace.event-moved'> {
  readonly jobName = 'marketplace.event-moved' as const;
  private readonly logger = new Logger('marketplace');

  constructor(
    private readonly moves: EventMoves,
    private readonly orders: OrderRepository,
    private readonly emails: OrderEmails,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
  ) {
    super();
  }

  async handle({ eventId, event, startsAt }: JobPayload<'marketplace.event-moved'>): Promise<void> {
    const start = new Date(startsAt);
    const move = eventMove(eventId, start, this.clock.now());
    const told = await this.transactions.run(async () => {
      if (!(await this.moves.record(move, randomUUID()))) return null;
      await this.moves.moveListings(eventId, rigaDay(start), rigaDateAndTime(start).time);
      const paid = await this.orders.ofEvent(eventId, ['paid']);
      for (const orderId of paid) {
        const order = await this.orders.findOrder(orderId);
        const ticket = order && (await this.orders.orderTicket(order.snapshot().ticketId));
        if (order && ticket) await this.emails.eventMoved(order, ticket, event, move.refundUntil);
      }
      return paid.length;
    });
    this.logger.log({ msg: told === null ? 'event move already recorded' : 'event moved', eventId, buyersTold: told });
  }
}

/**
 * The buyer of a paid order whose event moved after they bought asks for their money back, within the window: a
 * claim decided at once for a full refund (the service fee included), which the `marketplace.refund-claim` job makes
 * under the claim's own provider key; the seller's payout stays frozen meanwhile and is then not made.
 */
@Injectable()
export class RefundForMovedEvent {
  constructor(
    private readonly orders: OrderRepository,
    private readonly moves: EventMoves,
    private readonly claims: ClaimRepository,
    private readonly jobs: JobQueue,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, orderId: string): Promise<Claim> {
    const order = await this.orders.findOrder(orderId);
    if (order?.roleOf(userId) !== 'buyer') throw MarketplaceErrors.orderNotFound();
    const { ticketId, createdAt, sellerId, amounts } = order.snapshot();
    const ticket = await this.orders.orderTicket(ticketId);
    const move = ticket?.eventId ? await this.moves.latest(ticket.eventId) : null;
    const now = this.clock.now();
    const refusal = refusalOfMoveRefund(move, { placedAt: createdAt, isPaid: order.isPaid() }, now);
    if (refusal) throw refusal;
    const claim = Claim.refundForMovedEvent({ id: randomUUID(), orderId, buyerId: userId, sellerId, totalCents: amounts.totalCents, now });
    await this.transactions.run(async () => {
      if (!(await this.claims.add(claim))) throw MarketplaceErrors.claimExists();
      await this.jobs.enqueue('marketplace.refund-claim', { claimId: claim.id });
    });
    return claim;
  }
}
