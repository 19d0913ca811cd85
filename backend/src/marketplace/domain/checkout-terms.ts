import { Money } from '../../shared/domain/money.js';
import { FEE_FIXED_MAX_CENTS, FEE_PERCENT_MAX_BASIS_POINTS, isValidFeeRule, type FeeRule, type FeeRules } from './fees.js';
import { MarketplaceErrors } from './marketplace.errors.js';

export const HOLD_MINUTES_MIN = 1;
export const HOLD_MINUTES_MAX = 30;

/** What staff set for checkout: how long a hold lasts, and the fees, with a category's own fees where it has them. */
export interface CheckoutTerms {
  holdMinutes: number;
  fees: FeeRules;
  categoryFees: { categoryId: string; fees: FeeRules }[];
}

/** The fees a listing of this category pays: the category's own where staff set them, else the marketplace's. */
export function feesForCategory(terms: CheckoutTerms, categoryId: string): FeeRules {
  const key = categoryId.toLowerCase();
  return terms.categoryFees.find((entry) => entry.categoryId.toLowerCase() === key)?.fees ?? terms.fees;
}

/** Refuses terms that checkout could not apply: a hold outside 1–30 whole minutes, a fee out of bounds, a category twice. */
export function assertValidCheckoutTerms(terms: CheckoutTerms): void {
  const { holdMinutes } = terms;
  if (!Number.isSafeInteger(holdMinutes) || holdMinutes < HOLD_MINUTES_MIN || holdMinutes > HOLD_MINUTES_MAX) {
    throw MarketplaceErrors.holdMinutesInvalid(HOLD_MINUTES_MIN, HOLD_MINUTES_MAX);
  }
  assertValidFees(terms.fees, {});
  const seen = new Set<string>();
  for (const { categoryId, fees } of terms.categoryFees) {
    const key = categoryId.toLowerCase();
    if (seen.has(key)) throw MarketplaceErrors.categoryFeesTwice(categoryId);
    seen.add(key);
    assertValidFees(fees, { categoryId });
  }
}

function assertValidFees(fees: FeeRules, where: { categoryId?: string }): void {
  const bounds = { maxPercent: FEE_PERCENT_MAX_BASIS_POINTS / 100, maxFixed: Money.ofCents(FEE_FIXED_MAX_CENTS).toDisplayString(), ...where };
  if (!isValidFeeRule(fees.buyer)) throw MarketplaceErrors.buyerFeeInvalid(bounds);
  if (!isValidFeeRule(fees.seller)) throw MarketplaceErrors.sellerFeeInvalid(bounds);
}

/** "5.00 % + 0.50 EUR": a fee as staff read it in the activity log. */
function feeRuleText(rule: FeeRule): string {
  const percent = `${Math.trunc(rule.percentBasisPoints / 100)}.${String(rule.percentBasisPoints % 100).padStart(2, '0')}`;
  return `${percent} % + ${Money.ofCents(rule.fixedCents).toDecimalString()} EUR`;
}

const sameFees = (a: FeeRules, b: FeeRules) => feeRuleText(a.buyer) === feeRuleText(b.buyer) && feeRuleText(a.seller) === feeRuleText(b.seller);

/**
 * What a change of the terms changes, as the activity log records it ("buyer fee: 5.00 % + 0.50 EUR → 6.00 % + 0.50
 * EUR"); empty when nothing changes.
 */
export function changesBetween(before: CheckoutTerms, after: CheckoutTerms): Record<string, string> {
  const changes: Record<string, string> = {};
  if (before.holdMinutes !== after.holdMinutes) changes.hold = `hold: ${before.holdMinutes} → ${after.holdMinutes} min`;
  for (const side of ['buyer', 'seller'] as const) {
    const [was, is] = [feeRuleText(before.fees[side]), feeRuleText(after.fees[side])];
    if (was !== is) changes[`${side}Fee`] = `${side} fee: ${was} → ${is}`;
  }
  const earlier = new Map(before.categoryFees.map((entry) => [entry.categoryId.toLowerCase(), entry.fees]));
  const later = new Map(after.categoryFees.map((entry) => [entry.categoryId.toLowerCase(), entry.fees]));
  const added = [...later.keys()].filter((id) => !earlier.has(id)).length;
  const removed = [...earlier.keys()].filter((id) => !later.has(id)).length;
  const changed = [...later].filter(([id, fees]) => earlier.has(id) && !sameFees(earlier.get(id)!, fees)).length;
  if (added + removed + changed > 0) changes.categoryFees = `category fees: ${added} added, ${changed} changed, ${removed} removed`;
  return changes;
}
