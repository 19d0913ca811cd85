import { Injectable } from '@nestjs/common';
import type { Language } from '../../shared/domain/language.js';
import { searchText } from '../../shared/domain/search-text.js';
import { CatalogErrors } from '../domain/catalog.errors.js';
import { toCategoryView, toEventView, type CategoryView, type EventView } from './catalog-views.js';
import { CatalogRepository } from './ports/catalog.repository.js';

export const MAX_PAGE_SIZE = 100;

export interface EventListQuery {
  category?: string;
  q?: string;
  from?: Date;
  to?: Date;
  page: number;
  pageSize: number;
}

/** What visitors read: categories and events in their language. */
@Injectable()
export class BrowseCatalog {
  constructor(private readonly catalog: CatalogRepository) {}

  async categories(language: Language): Promise<CategoryView[]> {
    return (await this.catalog.activeCategories()).map((category) => toCategoryView(category, language));
  }

  async category(slug: string, language: Language): Promise<CategoryView> {
    const category = await this.catalog.categoryBySlug(slug);
    if (!category || category.status !== 'active') throw CatalogErrors.categoryNotFound();
    return toCategoryView(category, language);
  }

  async events(query: EventListQuery): Promise<{ items: EventView[]; total: number; page: number; pageSize: number }> {
    if (query.from && query.to && query.from > query.to) throw CatalogErrors.invalidDateRange();
    const text = query.q ? searchText(query.q) : undefined;
    const found = await this.catalog.searchScheduledEvents({
      categorySlug: query.category,
      text: text || undefined,
      from: query.from,
      to: query.to,
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
    });
    if (!found) throw CatalogErrors.categoryNotFound();
    const { items, total } = found;
    return { items: items.map(toEventView), total, page: query.page, pageSize: query.pageSize };
  }

  async event(id: string) {
    const found = await this.catalog.eventById(id);
    if (!found) throw (await this.catalog.wasRemoved(id)) ? CatalogErrors.eventRemoved() : CatalogErrors.eventNotFound();
    return { ...toEventView(found.event), tiers: found.tiers };
  }
}
