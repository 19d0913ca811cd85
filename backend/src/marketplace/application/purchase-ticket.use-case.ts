import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { IdentityApi } from '../../identity/application/identity.api.js';
import { JobQueue } from '../../shared/application/ports/job-queue.port.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { Money } from '../../shared/domain/money.js';
import { MarketplaceErrors } from '../domain/marketplace.errors.js';
import { OrderRepository, type OrderRecord } from './ports/order.repository.js';
import { TicketRepository } from './ports/ticket.repository.js';

/**
 * One transaction: claim the Idempotency-Key, move the ticket from available to sold with a conditional update
 * (exactly one buyer can win, however many try at once), record the order, queue the two emails.
 */
@Injectable()
export class PurchaseTicket {
  constructor(
    private readonly tickets: TicketRepository,
    private readonly orders: OrderRepository,
    private readonly identity: IdentityApi,
    private readonly jobs: JobQueue,
    private readonly transactions: TransactionRunner,
  ) {}

  async execute(buyerId: string, ticketId: string, idempotencyKey: string): Promise<OrderRecord> {
    if (!/^[A-Za-z0-9_.:-]{8,100}$/.test(idempotencyKey)) throw MarketplaceErrors.idempotencyKeyRequired();
    await this.identity.assertCanTransact(buyerId);

    return this.transactions.run(async () => {
      const orderId = randomUUID();
      const earlier = await this.orders.claimIdempotencyKey(buyerId, idempotencyKey, ticketId, orderId);
      if (earlier) {
        if (earlier.ticketId !== ticketId) throw MarketplaceErrors.idempotencyKeyReused();
        const order = await this.orders.findById(earlier.orderId);
        if (order) return order;
      }

      const sold = await this.tickets.markSoldIfAvailable(ticketId, buyerId);
      if (!sold) {
        const ticket = await this.tickets.findById(ticketId);
        if (!ticket || ticket.status === 'withdrawn' || ticket.status === 'expired') throw MarketplaceErrors.ticketNotFound();
        if (ticket.sellerId === buyerId) throw MarketplaceErrors.ownTicket();
        throw MarketplaceErrors.alreadySold();
      }
      const order = await this.orders.insert({ id: orderId, ticketId, buyerId, sellerId: sold.sellerId, amountCents: sold.price.cents, currency: 'EUR' });
      await this.notify(order, sold.title, sold.eventDate);
      return order;
    });
  }

  private async notify(order: OrderRecord, title: string, eventDate: string) {
    const [buyer, seller] = await Promise.all([this.identity.contactOf(order.buyerId), this.identity.contactOf(order.sellerId)]);
    const params = { title, amount: Money.ofCents(order.amountCents).toDecimalString(), eventDate: eventDate.split('-').reverse().join('.'), orderId: order.id };
    if (buyer) await this.jobs.enqueue('mail.send', { to: buyer.email, template: 'ticket_purchased', language: buyer.language, params: { ...params, firstName: buyer.firstName } });
    if (seller) await this.jobs.enqueue('mail.send', { to: seller.email, template: 'ticket_sold', language: seller.language, params: { ...params, firstName: seller.firstName } });
  }
}
