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
  /** Listings on offer over the cap that applies now, whose seller was not told of this cap or a lower one; locked until the transaction ends. */
  abstract overCapUntold(): Promise<OverCapListing[]>;
  /** Their sellers were told of these caps. */
  abstract markTold(listings: Pick<OverCapListing, 'ticketId' | 'priceCapBasisPoints'>[]): Promise<void>;
}

export interface OverCapListing {
  ticketId: string;
  sellerId: string;
  title: string;
  faceValueCents: number;
  pricePerUnitCents: number;
  priceCapBasisPoints: number;
}
