import type { Language } from '../../shared/domain/language.js';
import type { Order } from '../domain/order.js';
import type { PricedOffer } from './ports/order.repository.js';
import type { CheckoutRequest } from './ports/payment-provider.js';

/** The checkout stays payable at the provider this long after our hold ends; we close it when the hold ends. */
const PROVIDER_GRACE_MS = 35 * 60_000;

const FEE_LINE: Record<Language, string> = { lv: 'Servisa maksa', en: 'Service fee', et: 'Teenustasu', lt: 'Paslaugos mokestis' };

/**
 * The checkout an order asks the provider for. Everything in it comes from the order and the listing as they were
 * when it was placed (a held listing cannot be edited), so asking again after a crash asks for exactly the same
 * checkout under the same idempotency key, and gets the one already opened.
 */
export function checkoutRequestFor(
  order: Order,
  ticket: Pick<PricedOffer, 'title'>,
  buyer: { email: string; language: Language },
  publicUrl: string,
): CheckoutRequest {
  const { id, quantity, unitPriceCents, amounts, holdExpiresAt } = order.snapshot();
  const page = `${publicUrl}/${buyer.language === 'et' ? 'ee' : buyer.language}/orders/${id}`;
  const lines = [{ name: ticket.title, unitAmountCents: unitPriceCents, quantity }];
  if (amounts.buyerFeeCents > 0) lines.push({ name: FEE_LINE[buyer.language], unitAmountCents: amounts.buyerFeeCents, quantity: 1 });
  return {
    orderId: id,
    idempotencyKey: `order-${id}-checkout`,
    lines,
    totalCents: amounts.totalCents,
    currency: 'EUR',
    customerEmail: buyer.email,
    language: buyer.language,
    expiresAt: new Date(holdExpiresAt.getTime() + PROVIDER_GRACE_MS),
    successUrl: `${page}?checkout=done`,
    cancelUrl: `${page}?checkout=back`,
  };
}
