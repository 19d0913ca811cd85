import { Injectable } from '@nestjs/common';
import { ActivityLog } from '../../shared/application/ports/activity-log.port.js';
import { JobQueue } from '../../shared/application/ports/job-queue.port.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { searchText } from '../../shared/domain/search-text.js';
import { slugForCategory } from '../domain/category-slug.js';
import { CatalogErrors } from '../domain/catalog.errors.js';
import { CatalogImages } from './catalog-images.use-case.js';
import { CatalogChanges } from './ports/catalog-changes.js';
import { CatalogAdminRepository, type AdminListQuery, type CategoryInput, type EventInput } from './ports/catalog-admin.repository.js';

/**
 * Staff manage categories and events; every change is recorded with who made it. Cancelling an event or making a
 * category inactive has the marketplace withdraw their listings; moving an event has it move their dates. The change, its job and its activity entry commit
 * in one transaction (the database's change feed notifies at that commit); this process's cache hears of it after.
 */
@Injectable()
export class ManageCatalog {
  constructor(
    private readonly catalog: CatalogAdminRepository,
    private readonly activity: ActivityLog,
    private readonly changes: CatalogChanges,
    private readonly jobs: JobQueue,
    private readonly transactions: TransactionRunner,
    private readonly images: CatalogImages,
  ) {}

  listCategories(query: AdminListQuery) {
    return this.catalog.listCategories(query);
  }

  async category(id: string) {
    const category = await this.catalog.categoryById(id);
    if (!category) throw CatalogErrors.categoryNotFound();
    return category;
  }

  async createCategory(input: Omit<CategoryInput, 'slug'> & { slug?: string }, actor: string) {
    const created = await this.transactions.run(async () => {
      const inserted = await this.catalog.insertCategory({ ...input, slug: input.slug || slugForCategory(input.key, input.name) });
      if (!inserted) throw CatalogErrors.slugTaken();
      await this.activity.record('system.updated', { change: 'category created', categoryId: inserted.id, name: inserted.name }, actor);
      return inserted;
    });
    this.changes.changed();
    return created;
  }

  async updateCategory(id: string, input: Omit<CategoryInput, 'slug'> & { slug?: string }, actor: string) {
    await this.transactions.run(async () => {
      const outcome = await this.catalog.updateCategory(id, { ...input, slug: input.slug || slugForCategory(input.key, input.name) });
      if (outcome === 'missing') throw CatalogErrors.categoryNotFound();
      if (outcome === 'taken') throw CatalogErrors.slugTaken();
      if (input.status === 'inactive') {
        const { names, name } = input;
        const category = { lv: names.lv || name, en: names.en || name, et: names.ee || name, lt: names.lt || name };
        await this.jobs.enqueue('marketplace.withdraw-listings', { cause: 'category-inactive', categoryId: id, category });
      }
      await this.activity.record('system.updated', { change: 'category updated', categoryId: id, name: input.name }, actor);
    });
    this.changes.changed();
    return this.category(id);
  }

  async deleteCategory(id: string, actor: string) {
    const image = (await this.catalog.categoryById(id))?.image;
    await this.transactions.run(async () => {
      const outcome = await this.catalog.deleteCategory(id);
      if (outcome === 'missing') throw CatalogErrors.categoryNotFound();
      if (outcome === 'in-use') throw CatalogErrors.categoryInUse();
      await this.activity.record('system.updated', { change: 'category deleted', categoryId: id }, actor);
    });
    this.changes.changed();
    if (image) await this.images.deleteIfUnused(image);
  }

  listEvents(query: AdminListQuery) {
    return this.catalog.listEvents({ ...query, text: query.text ? searchText(query.text) : undefined });
  }

  async event(id: string) {
    const found = await this.catalog.eventById(id);
    if (!found) throw CatalogErrors.eventNotFound();
    return found;
  }

  async createEvent(input: Omit<EventInput, 'searchText'>, actor: string) {
    if (!(await this.catalog.categoryById(input.categoryId))) throw CatalogErrors.categoryNotFound();
    const id = await this.transactions.run(async () => {
      const inserted = await this.catalog.insertEvent({ ...input, searchText: eventSearchText(input) });
      await this.activity.record('system.updated', { change: 'event created', eventId: inserted, title: input.title }, actor);
      return inserted;
    });
    this.changes.changed();
    return this.event(id);
  }

  async updateEvent(id: string, input: Omit<EventInput, 'searchText'>, actor: string) {
    if (!(await this.catalog.categoryById(input.categoryId))) throw CatalogErrors.categoryNotFound();
    await this.transactions.run(async () => {
      const before = await this.catalog.eventById(id);
      if (!before || !(await this.catalog.updateEvent(id, { ...input, searchText: eventSearchText(input) }))) throw CatalogErrors.eventNotFound();
      if (isMove(before.event, input)) await this.jobs.enqueue('marketplace.event-moved', { eventId: id, event: input.title, startsAt: input.startsAt.toISOString() });
      if (input.status === 'cancelled') await this.jobs.enqueue('marketplace.withdraw-listings', { cause: 'event-cancelled', eventId: id, event: input.title });
      await this.activity.record('system.updated', { change: input.status === 'cancelled' ? 'event cancelled' : 'event updated', eventId: id, title: input.title }, actor);
    });
    this.changes.changed();
    return this.event(id);
  }

  async deleteEvent(id: string, actor: string) {
    const image = (await this.catalog.eventById(id))?.event.image;
    await this.transactions.run(async () => {
      const outcome = await this.catalog.deleteEvent(id);
      if (outcome === 'missing') throw CatalogErrors.eventNotFound();
      if (outcome === 'in-use') throw CatalogErrors.eventHasListings();
      await this.activity.record('system.updated', { change: 'event deleted', eventId: id }, actor);
    });
    this.changes.changed();
    if (image) await this.images.deleteIfUnused(image);
  }
}

/** A scheduled event that stays scheduled and starts at another moment has moved (a cancellation is not a move). */
function isMove(before: { status: string; startsAt: Date }, after: Pick<EventInput, 'status' | 'startsAt'>): boolean {
  return before.status === 'scheduled' && after.status === 'scheduled' && before.startsAt.getTime() !== after.startsAt.getTime();
}

function eventSearchText(input: Omit<EventInput, 'searchText'>): string {
  return searchText(`${input.title} ${input.description} ${input.venue} ${input.city}`);
}
