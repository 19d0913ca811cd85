import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { IdentityApi } from '../../identity/application/identity.api.js';
import type { AuthenticatedUser } from '../../shared/application/authenticated-user.js';
import { MarketplaceErrors } from '../domain/marketplace.errors.js';
import { OrderRepository, type KnownNoSale, type OrderRecord } from './ports/order.repository.js';

/**
 * One statement does the purchase (OrderRepository.purchase): the conditional update lets exactly one buyer win
 * however many try at once, and the Idempotency-Key claim, the order and both emails' outbox rows commit with it or
 * not at all. The buyer's account was read by the session check, so nothing else is asked of the database unless
 * the attempt is refused while something changed under it.
 */
@Injectable()
export class PurchaseTicket {
  constructor(
    private readonly orders: OrderRepository,
    private readonly identity: IdentityApi,
  ) {}

  async execute(buyer: AuthenticatedUser, ticketId: string, idempotencyKey: string): Promise<OrderRecord> {
    if (!/^[A-Za-z0-9_.:-]{8,100}$/.test(idempotencyKey)) throw MarketplaceErrors.idempotencyKeyRequired();
    this.identity.assertSignedInUserCanTransact(buyer);
    const attempt = { orderId: randomUUID(), ticketId, buyerId: buyer.id, idempotencyKey };
    const outcome = await this.orders.purchase(attempt, {
      buyer: { to: buyer.email, language: buyer.language, firstName: buyer.firstName, template: 'ticket_purchased' },
      sellerTemplate: 'ticket_sold',
    });
    if ('order' in outcome) return outcome.order;
    return this.refusal(outcome.reason === 'undetermined' ? await this.orders.explainNoSale(attempt) : outcome, buyer.id, ticketId);
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
}
