import { Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import { PaymentsConfig } from '../../../config/config.js';
import { isStripeOutage, stripeClient } from '../../../shared/adapters/payments/stripe-client.js';
import { ProviderStatements } from '../../application/ports/provider-statements.js';
import type { ProviderMovement } from '../../domain/reconciliation.js';
import { PayoutsErrors } from '../../domain/payouts.errors.js';

const PAGE = 100;

/**
 * The object a balance transaction records, as the books name it: a charge by its payment intent (what the
 * marketplace keeps of a payment), anything else (a refund, a transfer, a reversal) by its own id.
 */
function referenceOf(transaction: Stripe.BalanceTransaction): string {
  const source = transaction.source;
  if (source === null) return transaction.id;
  if (typeof source === 'string') return source;
  if (source.object === 'charge') {
    const intent = source.payment_intent;
    return (typeof intent === 'string' ? intent : intent?.id) ?? source.id;
  }
  return source.id;
}

/** Stripe's balance and balance transactions of the platform's own account (never a connected account's). */
@Injectable()
export class StripeStatements extends ProviderStatements {
  private readonly stripe: Stripe | null;

  constructor(config: PaymentsConfig) {
    super();
    this.stripe = stripeClient(config);
  }

  async balanceCents(): Promise<number> {
    const balance = await this.call((stripe) => stripe.balance.retrieve());
    const eur = (amounts: { amount: number; currency: string }[]) => amounts.filter((amount) => amount.currency === 'eur').reduce((sum, amount) => sum + amount.amount, 0);
    return eur(balance.available) + eur(balance.pending);
  }

  async movements(window: { from: Date; to: Date }): Promise<ProviderMovement[]> {
    const created = { gte: Math.floor(window.from.getTime() / 1000), lt: Math.ceil(window.to.getTime() / 1000) };
    const movements: ProviderMovement[] = [];
    let startingAfter: string | undefined;
    for (;;) {
      const page = await this.call((stripe) =>
        stripe.balanceTransactions.list({ created, limit: PAGE, expand: ['data.source'], ...(startingAfter ? { starting_after: startingAfter } : {}) }),
      );
      for (const transaction of page.data) {
        const createdAt = new Date(transaction.created * 1000);
        if (transaction.currency !== 'eur' || createdAt < window.from || createdAt >= window.to) continue;
        movements.push({ id: transaction.id, type: transaction.type, reference: referenceOf(transaction), amountCents: transaction.amount, createdAt });
        // Stripe's fee kept out of it (a charge's): its own movement, which the books record by the balance transaction.
        if (transaction.fee !== 0) movements.push({ id: transaction.id, type: 'stripe_fee', reference: transaction.id, amountCents: -transaction.fee, createdAt });
      }
      if (!page.has_more || page.data.length === 0) return movements;
      startingAfter = page.data[page.data.length - 1].id;
    }
  }

  /** An outage (no connection, Stripe's own errors, rate limits) becomes "provider unavailable", which callers wait out. */
  private async call<T>(work: (stripe: Stripe) => Promise<T>): Promise<T> {
    if (!this.stripe) throw PayoutsErrors.providerUnavailable();
    try {
      return await work(this.stripe);
    } catch (error) {
      if (isStripeOutage(error)) throw PayoutsErrors.providerUnavailable();
      throw error;
    }
  }
}
