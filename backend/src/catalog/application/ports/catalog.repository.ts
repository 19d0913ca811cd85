import type { CategoryRecord, EventDetailView, EventPageView, EventRecord, JsonText, TierRecord } from '../catalog-views.js';

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
  /** The page of scheduled events as the API answers it (JSON text); null when the category is unknown or inactive. */
  abstract eventPage(search: EventSearch): Promise<JsonText<EventPageView> | null>;
  /** The event with its tiers as the API answers it (JSON text), whatever its status; null when there is none. */
  abstract eventDetail(id: string): Promise<JsonText<EventDetailView> | null>;
  abstract eventById(id: string): Promise<{ event: EventRecord; tiers: TierRecord[] } | null>;
  /** Staff deleted this event (its address answers 410 rather than 404). */
  abstract wasRemoved(id: string): Promise<boolean>;
}
