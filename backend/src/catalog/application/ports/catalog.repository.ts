import type { CategoryRecord, EventRecord, TierRecord } from '../catalog-views.js';

export interface EventSearch {
  /** Only the events of this category, which must be active. */
  categorySlug?: string;
  /** Already folded by searchText(). */
  text?: string;
  from?: Date;
  to?: Date;
  offset: number;
  limit: number;
}

export abstract class CatalogRepository {
  abstract activeCategories(): Promise<CategoryRecord[]>;
  abstract categoryBySlug(slug: string): Promise<CategoryRecord | null>;
  /** Null when a category is asked for that is unknown or inactive. */
  abstract searchScheduledEvents(search: EventSearch): Promise<{ items: EventRecord[]; total: number } | null>;
  abstract eventById(id: string): Promise<{ event: EventRecord; tiers: TierRecord[] } | null>;
  /** Staff deleted this event (its address answers 410 rather than 404). */
  abstract wasRemoved(id: string): Promise<boolean>;
}
