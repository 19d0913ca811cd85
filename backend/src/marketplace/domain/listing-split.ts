import type { DomainError } from '../../shared/domain/domain-error.js';
import { MarketplaceErrors } from './marketplace.errors.js';

/**
 * How a listing of several tickets may be bought (issue 19): `any` number of them, only `together` (all that are
 * left), or any number that does not leave a single ticket behind (`no-single-left`: a lone seat is hard to sell).
 */
export const SPLIT_RULES = ['any', 'together', 'no-single-left'] as const;
export type SplitRule = (typeof SPLIT_RULES)[number];

/** The numbers of tickets a buyer may take now, from 1 up to all that are left, smallest first. */
export function quantitiesOffered(rule: SplitRule, available: number): number[] {
  if (available < 1) return [];
  if (rule === 'together') return [available];
  const all = Array.from({ length: available }, (_, index) => index + 1);
  return rule === 'no-single-left' ? all.filter((quantity) => available - quantity !== 1) : all;
}

/** Why a buyer cannot take `wanted` of the `available` tickets under the rule, or null when they can. */
export function refusalToTake(rule: SplitRule, available: number, wanted: number): DomainError | null {
  if (!Number.isSafeInteger(wanted) || wanted < 1 || wanted > available) return MarketplaceErrors.quantityUnavailable(available);
  if (quantitiesOffered(rule, available).includes(wanted)) return null;
  return rule === 'together' ? MarketplaceErrors.quantityNotOffered(available) : MarketplaceErrors.singleWouldBeLeft(available, available - 2);
}

/**
 * The rule a listing is sold under: the seller's choice, or any number unless one file holds several tickets, which
 * can only go to one buyer, so such a listing is sold together (one file per ticket is needed to sell them apart).
 */
export function splitRuleOf(chosen: SplitRule | null, listing: { quantity: number; hasWholeFile: boolean }): SplitRule {
  const whole = listing.hasWholeFile && listing.quantity > 1;
  if (!chosen) return whole ? 'together' : 'any';
  if (whole && chosen !== 'together') throw MarketplaceErrors.oneFileSoldTogether();
  return chosen;
}
