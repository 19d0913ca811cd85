import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { IdentityApi } from '../../identity/application/identity.api.js';
import type { AuthenticatedUser } from '../../shared/application/authenticated-user.js';
import { JobQueue } from '../../shared/application/ports/job-queue.port.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { parseLanguage } from '../../shared/domain/language.js';
import { Money } from '../../shared/domain/money.js';
import { MarketplaceErrors } from '../domain/marketplace.errors.js';
import { OrderRepository, type KnownNoSale, type NoSale, type OrderRecord, type Sale } from './ports/order.repository.js';

/** Thrown inside the transaction to roll back a sale whose Idempotency-Key turned out to be taken. */
class KeyTaken extends Error {}

/**
 * One transaction of two statements: the sale (conditional update, so exactly one buyer can win however many try at
 * once; the Idempotency-Key claimed; the order recorded) and the two emails' outbox rows. The buyer's account was
 * read by the session check and the seller's contact comes with the sale, so nothing else is asked of the database.
 */
@Injectable()
export class PurchaseTicket {
  constructor(
    private readonly orders: OrderRepository,
    private readonly identity: IdentityApi,
    private readonly jobs: JobQueue,
    private readonly transactions: TransactionRunner,
  ) {}

  async execute(buyer: AuthenticatedUser, ticketId: string, idempotencyKey: string): Promise<OrderRecord> {
    if (!/^[A-Za-z0-9_.:-]{8,100}$/.test(idempotencyKey)) throw MarketplaceErrors.idempotencyKeyRequired();
    this.identity.assertSignedInUserCanTransact(buyer);
    const attempt = { orderId: randomUUID(), ticketId, buyerId: buyer.id, idempotencyKey };

    let outcome: NoSale;
    try {
      const result = await this.transactions.run(async () => {
        const sale = await this.orders.sell(attempt);
        if ('keyTaken' in sale) throw new KeyTaken();
        if ('order' in sale) await this.notify(buyer, sale);
        return sale;
      });
      if ('order' in result) return result.order;
      outcome = result;
    } catch (error) {
      if (!(error instanceof KeyTaken)) throw error;
      outcome = { reason: 'undetermined' };
    }
    if (outcome.reason === 'undetermined') outcome = await this.orders.explainNoSale(attempt);
    return this.refusal(outcome, buyer.id, ticketId);
  }

  /** The same key replayed gets its order back; otherwise the reason the ticket could not be bought. */
  private async refusal(outcome: KnownNoSale, buyerId: string, ticketId: string): Promise<OrderRecord> {
    if (outcome.reason === 'key-used') {
      if (outcome.earlier.ticketId !== ticketId) throw MarketplaceErrors.idempotencyKeyReused();
      const order = await this.orders.findById(outcome.earlier.orderId);
      if (order) return order;
    }
    const ticket = outcome.reason === 'ticket' ? outcome.ticket : null;
    if (!ticket || ticket.status === 'withdrawn' || ticket.status === 'expired') throw MarketplaceErrors.ticketNotFound();
    if (ticket.sellerId === buyerId) throw MarketplaceErrors.ownTicket();
    throw MarketplaceErrors.alreadySold();
  }

  private async notify(buyer: AuthenticatedUser, sale: Sale) {
    const params = {
      title: sale.title,
      amount: Money.ofCents(sale.order.amountCents).toDecimalString(),
      eventDate: sale.eventDate.split('-').reverse().join('.'),
      orderId: sale.order.id,
    };
    const seller = sale.seller;
    await this.jobs.enqueueAll([
      { name: 'mail.send', payload: { to: buyer.email, template: 'ticket_purchased', language: buyer.language, params: { ...params, firstName: buyer.firstName } } },
      ...(seller
        ? [{ name: 'mail.send' as const, payload: { to: seller.email, template: 'ticket_sold', language: parseLanguage(seller.language) ?? 'en', params: { ...params, firstName: seller.firstName } } }]
        : []),
    ]);
  }
}
