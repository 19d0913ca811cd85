import { createHash, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/config.js';
import { IdentityApi } from '../../identity/application/identity.api.js';
import type { AuthenticatedUser } from '../../shared/application/authenticated-user.js';
import { Clock } from '../../shared/domain/clock.js';
import type { DomainError } from '../../shared/domain/domain-error.js';
import { rigaDay } from '../../shared/domain/riga-time.js';
import { feesForCategory } from '../domain/checkout-terms.js';
import { orderAmounts } from '../domain/fees.js';
import { refusalToBuy } from '../domain/listing.js';
import { MarketplaceErrors } from '../domain/marketplace.errors.js';
import { Order } from '../domain/order.js';
import { checkoutRequestFor } from './checkout-request.js';
import { CheckoutSettings } from './ports/checkout-settings.js';
import { OrderRepository, type KnownNoSale, type NoHold, type OrderClaim, type PricedOffer } from './ports/order.repository.js';
import { refusalToTake } from '../domain/listing-split.js';
import { TicketLimits } from './ports/ticket-limits.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { assertWithinTicketLimit } from '../domain/resale-rules.js';
import { PaymentProvider } from './ports/payment-provider.js';
import { SettleOrder } from './settle-order.use-case.js';

export interface OrderRequest {
  ticketId: string;
  quantity: number;
  /** The unit price the buyer was shown: another price now is a conflict that names the new one, never a charge. */
  expectedUnitPriceCents: number;
  /** The listing version the buyer was shown, when the client knows it: a listing changed since is refused. */
  expectedVersion: number | null;
}

/**
 * Holds the tickets for the buyer and opens the provider's checkout for exactly the amount computed here from the
 * database. The hold is one statement (OrderRepository.hold): exactly one buyer wins however many try at once. When
 * the provider cannot be reached the hold stays and the buyer is told to try again: the same Idempotency-Key then
 * opens the checkout of the same order, and a hold nobody comes back for lapses like any other.
 */
@Injectable()
export class PlaceOrder {
  constructor(
    private readonly orders: OrderRepository,
    private readonly settings: CheckoutSettings,
    private readonly payments: PaymentProvider,
    private readonly identity: IdentityApi,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly settle: SettleOrder,
    private readonly limits: TicketLimits,
    private readonly transactions: TransactionRunner,
  ) {}

  async execute(buyer: AuthenticatedUser, request: OrderRequest, idempotencyKey: string): Promise<Order> {
    if (!/^[A-Za-z0-9_.:-]{8,100}$/.test(idempotencyKey)) throw MarketplaceErrors.idempotencyKeyRequired();
    this.identity.assertSignedInUserCanTransact(buyer);
    const requestHash = digest(request);
    const earlier = await this.orders.findByClaim(buyer.id, idempotencyKey);
    if (earlier) return this.replay(earlier, requestHash, buyer);

    const now = this.clock.now();
    const today = rigaDay(now);
    const offer = await this.orders.pricedOffer(request.ticketId);
    const refusal = refusalToBuy(offer, { buyerId: buyer.id, today, expectedUnitPriceCents: request.expectedUnitPriceCents, expectedVersion: request.expectedVersion ?? offer?.version ?? 0 });
    if (refusal) {
      // The same key sent twice at once: the other request may have placed the order since this one looked.
      const placedMeanwhile = await this.orders.findByClaim(buyer.id, idempotencyKey);
      if (placedMeanwhile) return this.replay(placedMeanwhile, requestHash, buyer);
      throw await this.toldApart(refusal, request.ticketId, buyer);
    }
    const ticket = offer as PricedOffer;
    const partRefused = refusalToTake(ticket.splitRule, ticket.quantity, request.quantity);
    if (partRefused) throw partRefused;

    const terms = await this.settings.current();
    const { holdMinutes } = terms;
    const fees = feesForCategory(terms, ticket.categoryId);
    const orderFor = (ticketId: string) => Order.place({
      id: randomUUID(),
      ticketId,
      buyerId: buyer.id,
      sellerId: ticket.sellerId,
      quantity: request.quantity,
      unitPriceCents: ticket.pricePerUnitCents,
      amounts: orderAmounts(ticket.pricePerUnitCents, request.quantity, fees),
      holdExpiresAt: new Date(now.getTime() + holdMinutes * 60_000),
      createdAt: now,
    });
    const outcome = await this.holdTickets(orderFor, ticket, request.quantity, { idempotencyKey, requestHash }, { buyerId: buyer.id, expectedVersion: request.expectedVersion, today });
    if ('order' in outcome) return this.openCheckout(outcome.order, ticket, buyer);
    const lookAgain = () => this.orders.explainNoSale({ ticketId: request.ticketId, buyerId: buyer.id, idempotencyKey });
    let known = outcome.reason === 'undetermined' ? await lookAgain() : outcome;
    // The statement's snapshot predates whatever beat this request to the listing (another buyer's hold, or the same
    // key sent twice at once): when it still shows a listing this buyer could hold, it is looked at once more.
    if (known.reason === 'ticket' && !this.refusal(known, request, buyer, today)) known = await lookAgain();
    if (known.reason === 'key-used') {
      // A concurrent request with the same key placed the order first.
      const first = await this.orders.findByClaim(buyer.id, idempotencyKey);
      if (first) return this.replay(first, requestHash, buyer);
      throw MarketplaceErrors.idempotencyKeyReused();
    }
    throw await this.toldApart(this.refusal(known, request, buyer, today) ?? MarketplaceErrors.alreadyTaken(), request.ticketId, buyer);
  }

  /**
   * Holds the tickets for the buyer: the whole listing, or a part of it split off into a listing of its own. A listing
   * of a catalogue event is held only while the buyer stays within the event's limit. Counting, splitting and holding
   * run in one transaction that other orders of this buyer for this event, and other splits of this listing, wait for.
   */
  private async holdTickets(
    orderFor: (ticketId: string) => Order,
    ticket: PricedOffer,
    quantity: number,
    claim: OrderClaim,
    confirmed: { buyerId: string; expectedVersion: number | null; today: string },
  ): Promise<{ order: Order } | NoHold> {
    const holdOf = async (ticketId: string, expectedVersion: number | null) => {
      const order = orderFor(ticketId);
      const outcome = await this.orders.hold(order, claim, { expectedVersion, today: confirmed.today });
      return 'held' in outcome ? { order } : outcome;
    };
    const { eventId } = ticket;
    if (quantity === ticket.quantity && !eventId) return holdOf(ticket.ticketId, confirmed.expectedVersion);
    return this.transactions.run(async () => {
      if (eventId) assertWithinTicketLimit(await this.limits.limitFor(eventId), await this.orders.ticketsOfEventLocked(confirmed.buyerId, eventId), quantity);
      if (quantity === ticket.quantity) return holdOf(ticket.ticketId, confirmed.expectedVersion);
      // The rule is asked again of the locked listing: others may have taken some since it was read.
      const part = await this.orders.splitOff(ticket.ticketId, quantity, { ...confirmed, unitPriceCents: ticket.pricePerUnitCents }, (now) => !refusalToTake(now.splitRule, now.quantity, quantity));
      // The part is split off the listing as the buyer confirmed it, so the new listing's own version is not asked for.
      if (part) return holdOf(part, null);
      // Others took some meanwhile: what is left may be exactly what the buyer asked for, or too little.
      const now = await this.orders.pricedOffer(ticket.ticketId);
      if (now && now.quantity === quantity) return holdOf(ticket.ticketId, confirmed.expectedVersion);
      const refusal = refusalToBuy(now, { ...confirmed, expectedUnitPriceCents: ticket.pricePerUnitCents, expectedVersion: confirmed.expectedVersion ?? now?.version ?? 0 });
      throw refusal ?? (now && refusalToTake(now.splitRule, now.quantity, quantity)) ?? MarketplaceErrors.alreadyTaken();
    });
  }

  /** "Another buyer is paying" is not said to the buyer whose own hold it is (a reload, a second tab): they are sent to their order. */
  private async toldApart(refusal: DomainError, ticketId: string, buyer: AuthenticatedUser): Promise<DomainError> {
    if (refusal.code !== MarketplaceErrors.alreadyTaken().code) return refusal;
    const ownOrderId = await this.orders.awaitingPaymentBy(ticketId, buyer.id);
    return ownOrderId ? MarketplaceErrors.heldForYou(ownOrderId) : refusal;
  }

  private refusal(outcome: Extract<KnownNoSale, { reason: 'ticket' }>, request: OrderRequest, buyer: AuthenticatedUser, today: string) {
    return refusalToBuy(outcome.ticket, { buyerId: buyer.id, today, expectedUnitPriceCents: request.expectedUnitPriceCents, expectedVersion: request.expectedVersion ?? outcome.ticket?.version ?? 0 });
  }

  /**
   * The same key again: the same order (its checkout opened now if the provider failed the first time and the hold
   * still runs), or 422 for another request. A hold that ran out meanwhile (the provider was away longer) gets no
   * checkout: it lapses now, as the next lapse run would make it.
   */
  private async replay(earlier: { order: Order; requestHash: string | null }, requestHash: string, buyer: AuthenticatedUser): Promise<Order> {
    if (earlier.requestHash !== requestHash) throw MarketplaceErrors.idempotencyKeyReused();
    const { order } = earlier;
    if (!order.isAwaitingPayment() || order.checkout) return order;
    if (order.isHoldOver(this.clock.now())) return this.settle.settle(order);
    const ticket = await this.orders.pricedOffer(order.snapshot().ticketId);
    if (!ticket) throw MarketplaceErrors.ticketNotFound();
    return this.openCheckout(order, ticket, buyer);
  }

  private async openCheckout(order: Order, ticket: PricedOffer, buyer: AuthenticatedUser): Promise<Order> {
    const checkout = await this.payments.openCheckout(checkoutRequestFor(order, ticket, { email: buyer.email, language: buyer.language }, this.config.publicUrl));
    order.openedCheckout(checkout);
    if (await this.orders.save(order, 'awaiting_payment')) return order;
    // The hold lapsed or was cancelled in the meantime: answer the order as it is now.
    return (await this.orders.findOrder(order.id)) ?? order;
  }
}

function digest(request: OrderRequest): string {
  const { ticketId, quantity, expectedUnitPriceCents, expectedVersion } = request;
  return createHash('sha256').update(JSON.stringify([ticketId, quantity, expectedUnitPriceCents, expectedVersion])).digest('hex');
}
