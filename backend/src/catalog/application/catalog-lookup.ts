import { Injectable } from '@nestjs/common';
import { CatalogRepository } from './ports/catalog.repository.js';

/** What other contexts may ask of the catalogue. */
@Injectable()
export class CatalogLookup {
  constructor(private readonly catalog: CatalogRepository) {}

  async isActiveCategory(categoryId: string): Promise<boolean> {
    return (await this.catalog.activeCategories()).some((category) => category.id === categoryId);
  }

  /** The category and start of a scheduled event, or null. */
  async scheduledEvent(eventId: string): Promise<{ categoryId: string; startsAt: Date } | null> {
    const found = await this.catalog.eventById(eventId);
    if (!found || found.event.status !== 'scheduled') return null;
    return { categoryId: found.event.categoryId, startsAt: found.event.startsAt };
  }
}
