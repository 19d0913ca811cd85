/** A fee: a percentage of the tickets' price (in basis points, 1 % = 100) plus a fixed part per order. */
export interface FeeRule {
  percentBasisPoints: number;
  fixedCents: number;
}

/** What the buyer and the seller each pay the marketplace. */
export interface FeeRules {
  buyer: FeeRule;
  seller: FeeRule;
}

/** The money of one order, in integer euro cents, each figure rounded once. */
export interface OrderAmounts {
  ticketsCents: number;
  buyerFeeCents: number;
  /** What the buyer pays: tickets plus the buyer's fee. */
  totalCents: number;
  sellerFeeCents: number;
  /** What the seller receives: tickets minus the seller's fee, never below zero. */
  payoutCents: number;
}

export const FEE_PERCENT_MAX_BASIS_POINTS = 5_000;
export const FEE_FIXED_MAX_CENTS = 10_000;

export function isValidFeeRule(rule: FeeRule): boolean {
  const { percentBasisPoints: percent, fixedCents: fixed } = rule;
  return Number.isSafeInteger(percent) && percent >= 0 && percent <= FEE_PERCENT_MAX_BASIS_POINTS && Number.isSafeInteger(fixed) && fixed >= 0 && fixed <= FEE_FIXED_MAX_CENTS;
}

/** The fee on an amount: the percentage rounded half up to a whole cent, plus the fixed part. */
export function feeOn(amountCents: number, rule: FeeRule): number {
  return Math.floor((amountCents * rule.percentBasisPoints + 5_000) / 10_000) + rule.fixedCents;
}

export function orderAmounts(unitPriceCents: number, quantity: number, fees: FeeRules): OrderAmounts {
  const ticketsCents = unitPriceCents * quantity;
  const buyerFeeCents = feeOn(ticketsCents, fees.buyer);
  const sellerFeeCents = Math.min(feeOn(ticketsCents, fees.seller), ticketsCents);
  return { ticketsCents, buyerFeeCents, totalCents: ticketsCents + buyerFeeCents, sellerFeeCents, payoutCents: ticketsCents - sellerFeeCents };
}

/** What a buyer pays for one ticket of a listing, the buyer's fee included: the price search engines are told. */
export function allInPricePerTicket(unitPriceCents: number, fees: FeeRules): number {
  return orderAmounts(unitPriceCents, 1, fees).totalCents;
}

/** The tickets on sale for an event as one offer: how many listings, and their lowest and highest all-in price. */
export interface OfferSummary {
  offerCount: number;
  lowPriceCents: number | null;
  highPriceCents: number | null;
}

export function offerSummary(allInPrices: number[]): OfferSummary {
  if (allInPrices.length === 0) return { offerCount: 0, lowPriceCents: null, highPriceCents: null };
  return { offerCount: allInPrices.length, lowPriceCents: Math.min(...allInPrices), highPriceCents: Math.max(...allInPrices) };
}
