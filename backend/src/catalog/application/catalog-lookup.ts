import { Injectable } from '@nestjs/common';
import { CatalogRepository } from './ports/catalog.repository.js';

export interface EventTier {
  id: string;
  name: string;
  priceCents: number;
}

/** What other contexts may ask of the catalogue. */
@Injectable()
export class CatalogLookup {
  constructor(private readonly catalog: CatalogRepository) {}

  async isActiveCategory(categoryId: string): Promise<boolean> {
    return (await this.catalog.activeCategories()).some((category) => category.id === categoryId);
  }

  /** The category, start and ticket tiers (with their prices) of a scheduled event, or null. */
  async scheduledEvent(eventId: string): Promise<{ categoryId: string; startsAt: Date; tiers: EventTier[] } | null> {
    const found = await this.catalog.eventById(eventId);
    if (!found || found.event.status !== 'scheduled') return null;
    return { categoryId: found.event.categoryId, startsAt: found.event.startsAt, tiers: found.tiers.map(({ id, name, priceCents }) => ({ id, name, priceCents })) };
  }
}
