import type { CatalogImage } from '../../domain/catalog-image.js';
import type { CategoryRecord, EventRecord, TierRecord } from '../catalog-views.js';

export interface CategoryInput {
  key: string;
  slug: string;
  name: string;
  names: CategoryRecord['names'];
  description: string | null;
  descriptions: CategoryRecord['descriptions'];
  status: 'active' | 'inactive';
  priority: number;
}

export interface EventInput {
  categoryId: string;
  title: string;
  description: string;
  venue: string;
  city: string;
  startsAt: Date;
  priceRange: string | null;
  status: EventRecord['status'];
  tiers: Omit<TierRecord, 'id'>[];
  searchText: string;
}

export interface AdminListQuery {
  sort: { field: string; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
  text?: string;
  status?: string;
  categoryId?: string;
}

/** What a picture belongs to. */
export interface ImageOwner {
  kind: 'event' | 'category';
  id: string;
}

export abstract class CatalogAdminRepository {
  abstract listCategories(query: AdminListQuery): Promise<{ items: CategoryRecord[]; total: number }>;
  abstract categoryById(id: string): Promise<CategoryRecord | null>;
  /** Null when the key or slug is taken. */
  abstract insertCategory(input: CategoryInput): Promise<CategoryRecord | null>;
  abstract updateCategory(id: string, input: CategoryInput): Promise<'updated' | 'missing' | 'taken'>;
  /** 'in-use' when events still belong to it. */
  abstract deleteCategory(id: string): Promise<'deleted' | 'missing' | 'in-use'>;

  abstract listEvents(query: AdminListQuery): Promise<{ items: EventRecord[]; total: number }>;
  abstract eventById(id: string): Promise<{ event: EventRecord; tiers: TierRecord[] } | null>;
  /** The event and its tiers take several statements: call inside the use case's transaction. */
  abstract insertEvent(input: EventInput): Promise<string>;
  /** Like insertEvent, inside a transaction. */
  abstract updateEvent(id: string, input: EventInput): Promise<boolean>;
  /** 'in-use' when tickets are listed for it: the database's foreign key says so. */
  abstract deleteEvent(id: string): Promise<'deleted' | 'missing' | 'in-use'>;

  /** Gives the owner this picture (or none), locking its row: the picture it had, or 'missing'. Inside a transaction. */
  abstract setImage(owner: ImageOwner, image: CatalogImage | null): Promise<{ previous: CatalogImage | null } | 'missing'>;
  /** Whether an event or a category still shows picture `id`. */
  abstract imageInUse(id: string): Promise<boolean>;
}
