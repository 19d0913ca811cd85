import type { PriceCaps, ResaleRuleSet } from '../../domain/resale-rules.js';

export abstract class ResaleRules {
  /** The caps that could apply to a listing of this category and event. */
  abstract capsFor(listing: { categoryId: string; eventId: string | null }): Promise<PriceCaps>;
  abstract current(): Promise<ResaleRuleSet>;
  /** Like current(), locking the rules until the caller's transaction ends. */
  abstract currentForChange(): Promise<ResaleRuleSet>;
  abstract update(rules: ResaleRuleSet): Promise<void>;
  abstract unknownCategories(categoryIds: string[]): Promise<string[]>;
  abstract unknownEvents(eventIds: string[]): Promise<string[]>;
  /** Listings on offer whose asking price is over the cap that applies to them now. */
  abstract countOverCap(): Promise<number>;
}
