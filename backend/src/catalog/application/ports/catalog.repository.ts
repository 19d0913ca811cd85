import type { CategoryRecord, EventRecord, TierRecord } from '../catalog-views.js';

export interface EventSearch {
  categoryId?: string;
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
  abstract searchScheduledEvents(search: EventSearch): Promise<{ items: EventRecord[]; total: number }>;
  abstract eventById(id: string): Promise<{ event: EventRecord; tiers: TierRecord[] } | null>;
}
