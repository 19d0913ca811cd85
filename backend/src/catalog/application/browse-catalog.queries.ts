import { Injectable } from '@nestjs/common';
import type { Language } from '../../shared/domain/language.js';
import { searchText } from '../../shared/domain/search-text.js';
import { CatalogErrors } from '../domain/catalog.errors.js';
import { toCategoryView, type CategoryView, type EventDetailView, type EventPageView, type JsonText } from './catalog-views.js';
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

  /** The page as the API answers it, written by the database (ADR 0038). */
  async events(query: EventListQuery): Promise<JsonText<EventPageView>> {
    if (query.from && query.to && query.from > query.to) throw CatalogErrors.invalidDateRange();
    const text = query.q ? searchText(query.q) : undefined;
    const page = await this.catalog.eventPage({
      categorySlug: query.category,
      text: text || undefined,
      from: query.from,
      to: query.to,
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
    });
    if (page === null) throw CatalogErrors.categoryNotFound();
    return page;
  }

  /** The event with its tiers as the API answers it, written by the database (ADR 0038). */
  async event(id: string): Promise<JsonText<EventDetailView>> {
    const found = await this.catalog.eventDetail(id);
    if (found === null) throw (await this.catalog.wasRemoved(id)) ? CatalogErrors.eventRemoved() : CatalogErrors.eventNotFound();
    return found;
  }
}
