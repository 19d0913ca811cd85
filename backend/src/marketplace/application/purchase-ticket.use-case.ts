import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { IdentityApi } from '../../identity/application/identity.api.js';
import type { AuthenticatedUser } from '../../shared/application/authenticated-user.js';
import { Clock } from '../../shared/domain/clock.js';
import { rigaDay } from '../../shared/domain/riga-time.js';
import { refusalToBuy, type Confirmation } from '../domain/listing.js';
import { MarketplaceErrors } from '../domain/marketplace.errors.js';
import { OrderRepository, type KnownNoSale, type OrderRecord, type PurchaseAttempt } from './ports/order.repository.js';

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
    private readonly clock: Clock,
  ) {}

  /** `confirmed`: the unit price and listing version the buyer was shown; a listing changed since is refused. */
  async execute(buyer: AuthenticatedUser, ticketId: string, idempotencyKey: string, confirmed: Confirmation): Promise<OrderRecord> {
    if (!/^[A-Za-z0-9_.:-]{8,100}$/.test(idempotencyKey)) throw MarketplaceErrors.idempotencyKeyRequired();
    this.identity.assertSignedInUserCanTransact(buyer);
    const attempt = { orderId: randomUUID(), ticketId, buyerId: buyer.id, idempotencyKey, ...confirmed, today: rigaDay(this.clock.now()) };
    const outcome = await this.orders.purchase(attempt, {
      buyer: { to: buyer.email, language: buyer.language, firstName: buyer.firstName, template: 'ticket_purchased' },
      sellerTemplate: 'ticket_sold',
    });
    if ('order' in outcome) return outcome.order;
    if (outcome.reason !== 'undetermined') return this.refusal(outcome, attempt, true);
    return this.refusal(await this.orders.explainNoSale(attempt), attempt, false);
  }

  /**
   * The same key replayed gets its order back; otherwise the reason the ticket could not be bought. The statement's
   * snapshot predates whatever made it refuse (another buyer's sale committed meanwhile): when the snapshot shows a
   * ticket this buyer could have bought, it is looked at once more.
   */
  private async refusal(outcome: KnownNoSale, attempt: PurchaseAttempt, mayLookAgain: boolean): Promise<OrderRecord> {
    if (outcome.reason === 'key-used') {
      if (outcome.earlier.ticketId !== attempt.ticketId) throw MarketplaceErrors.idempotencyKeyReused();
      const order = await this.orders.findById(outcome.earlier.orderId);
      if (order) return order;
      throw MarketplaceErrors.ticketNotFound();
    }
    const refusal = refusalToBuy(outcome.ticket, attempt);
    if (refusal) throw refusal;
    if (mayLookAgain) return this.refusal(await this.orders.explainNoSale(attempt), attempt, false);
    throw MarketplaceErrors.alreadySold();
  }
}
