import { Injectable } from '@nestjs/common';
import { likePattern, SqlDatabase, sqlState } from '../../../shared/adapters/persistence/sql-database.js';
import type { CategoryRecord, EventRecord, TierRecord } from '../../application/catalog-views.js';
import { CatalogAdminRepository, type AdminListQuery, type CategoryInput, type EventInput, type ImageOwner } from '../../application/ports/catalog-admin.repository.js';
import type { CatalogImage } from '../../domain/catalog-image.js';
import { toCategoryRecord } from './sql-catalog.repository.js';

/** Sortable fields of the back-office lists, mapped to columns: nothing from the request reaches SQL unchecked. */
export const CATEGORY_SORTS: Record<string, string> = { priority: 'priority', name: 'name', key: 'key', status: 'status' };
export const EVENT_SORTS: Record<string, string> = { startsAt: 'e.starts_at', title: 'e.title', city: 'e.city', status: 'e.status' };

const EVENT_COLUMNS = `e.id, e.category_id AS "categoryId", c.slug AS "categorySlug", e.title, e.description, e.venue, e.city,
  e.starts_at AS "startsAt", e.price_range AS "priceRange", e.status, e.image`;

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

@Injectable()
export class SqlCatalogAdminRepository extends CatalogAdminRepository {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  async listCategories(query: AdminListQuery) {
    const where: string[] = ['true'];
    const parameters: unknown[] = [];
    if (query.text) {
      parameters.push(likePattern(query.text.toLowerCase()));
      where.push(`(lower(name) LIKE $${parameters.length} OR lower(coalesce(name_lv, '')) LIKE $${parameters.length} OR key LIKE $${parameters.length})`);
    }
    if (query.status) {
      parameters.push(query.status);
      where.push(`status = $${parameters.length}`);
    }
    const rows = await this.sql.rows<Parameters<typeof toCategoryRecord>[0] & { total: string }>(
      `SELECT *, count(*) OVER () AS total FROM categories WHERE ${where.join(' AND ')}
       ORDER BY ${CATEGORY_SORTS[query.sort.field] ?? 'priority'} ${query.sort.order}, id LIMIT $${parameters.length + 1} OFFSET $${parameters.length + 2}`,
      [...parameters, query.limit, query.offset],
    );
    return { items: rows.map(toCategoryRecord), total: rows.length ? Number(rows[0].total) : (await this.count('categories', where, parameters)) };
  }

  async categoryById(id: string): Promise<CategoryRecord | null> {
    const [row] = await this.sql.rows<Parameters<typeof toCategoryRecord>[0]>('SELECT * FROM categories WHERE id = $1', [id]);
    return row ? toCategoryRecord(row) : null;
  }

  async insertCategory(input: CategoryInput): Promise<CategoryRecord | null> {
    const rows = await this.sql.rows<Parameters<typeof toCategoryRecord>[0]>(
      `INSERT INTO categories (key, slug, name, name_lv, name_en, name_ee, name_lt, description, description_lv, description_en, description_ee, description_lt, status, priority)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) ON CONFLICT DO NOTHING RETURNING *`,
      categoryValues(input),
    );
    return rows[0] ? toCategoryRecord(rows[0]) : null;
  }

  async updateCategory(id: string, input: CategoryInput): Promise<'updated' | 'missing' | 'taken'> {
    try {
      const rows = await this.sql.rows(
        `UPDATE categories SET key = $1, slug = $2, name = $3, name_lv = $4, name_en = $5, name_ee = $6, name_lt = $7, description = $8,
           description_lv = $9, description_en = $10, description_ee = $11, description_lt = $12, status = $13, priority = $14, updated_at = now()
         WHERE id = $15 RETURNING id`,
        [...categoryValues(input), id],
      );
      return rows.length ? 'updated' : 'missing';
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) return 'taken';
      throw error;
    }
  }

  async deleteCategory(id: string): Promise<'deleted' | 'missing' | 'in-use'> {
    try {
      const rows = await this.sql.rows('DELETE FROM categories WHERE id = $1 RETURNING id', [id]);
      return rows.length ? 'deleted' : 'missing';
    } catch (error) {
      if (sqlState(error) === FOREIGN_KEY_VIOLATION) return 'in-use';
      throw error;
    }
  }

  async listEvents(query: AdminListQuery) {
    const where: string[] = ['true'];
    const parameters: unknown[] = [];
    const add = (condition: string, value: unknown) => {
      parameters.push(value);
      where.push(condition.replace('?', `$${parameters.length}`));
    };
    if (query.text) add('e.search_text LIKE ?', likePattern(query.text));
    if (query.status) add('e.status = ?', query.status);
    if (query.categoryId) add('e.category_id = ?', query.categoryId);
    const rows = await this.sql.rows<EventRecord & { total: string }>(
      `SELECT ${EVENT_COLUMNS}, count(*) OVER () AS total FROM events e JOIN categories c ON c.id = e.category_id WHERE ${where.join(' AND ')}
       ORDER BY ${EVENT_SORTS[query.sort.field] ?? 'e.starts_at'} ${query.sort.order}, e.id LIMIT $${parameters.length + 1} OFFSET $${parameters.length + 2}`,
      [...parameters, query.limit, query.offset],
    );
    return { items: rows.map(({ total: _total, ...event }) => event), total: rows.length ? Number(rows[0].total) : (await this.count('events e', where, parameters)) };
  }

  async eventById(id: string) {
    const [event] = await this.sql.rows<EventRecord>(`SELECT ${EVENT_COLUMNS} FROM events e JOIN categories c ON c.id = e.category_id WHERE e.id = $1`, [id]);
    if (!event) return null;
    const tiers = await this.sql.rows<TierRecord>('SELECT id, name, price_cents AS "priceCents", available FROM event_ticket_tiers WHERE event_id = $1 ORDER BY position, name', [id]);
    return { event, tiers };
  }

  async insertEvent(input: EventInput): Promise<string> {
    const [{ id }] = await this.sql.rows<{ id: string }>(
      `INSERT INTO events (category_id, title, description, venue, city, starts_at, price_range, status, search_text)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      eventValues(input),
    );
    await this.replaceTiers(id, input.tiers);
    return id;
  }

  async updateEvent(id: string, input: EventInput): Promise<boolean> {
    const rows = await this.sql.rows(
      `UPDATE events SET category_id = $1, title = $2, description = $3, venue = $4, city = $5, starts_at = $6, price_range = $7,
         status = $8, search_text = $9, updated_at = now() WHERE id = $10 RETURNING id`,
      [...eventValues(input), id],
    );
    if (!rows.length) return false;
    await this.replaceTiers(id, input.tiers);
    return true;
  }

  async deleteEvent(id: string): Promise<'deleted' | 'missing' | 'in-use'> {
    try {
      const rows = await this.sql.rows('DELETE FROM events WHERE id = $1 RETURNING id', [id]);
      if (rows.length === 0) return 'missing';
      // Its address answers 410 Gone from now on, so search engines drop it rather than retry it.
      await this.sql.rows('INSERT INTO removed_events (id) VALUES ($1) ON CONFLICT DO NOTHING', [id]);
      return 'deleted';
    } catch (error) {
      if (sqlState(error) === FOREIGN_KEY_VIOLATION) return 'in-use';
      throw error;
    }
  }

  async setImage(owner: ImageOwner, image: CatalogImage | null): Promise<{ previous: CatalogImage | null } | 'missing'> {
    const table = owner.kind === 'event' ? 'events' : 'categories';
    const [row] = await this.sql.rows<{ previous: CatalogImage | null }>(
      `UPDATE ${table} t SET image = $2::jsonb, updated_at = now() FROM (SELECT id, image FROM ${table} WHERE id = $1 FOR UPDATE) old
       WHERE t.id = old.id RETURNING old.image AS previous`,
      [owner.id, image && JSON.stringify(image)],
    );
    return row ?? 'missing';
  }

  async imageInUse(id: string): Promise<boolean> {
    const rows = await this.sql.rows(`SELECT 1 FROM events WHERE image->>'id' = $1 UNION ALL SELECT 1 FROM categories WHERE image->>'id' = $1 LIMIT 1`, [id]);
    return rows.length > 0;
  }

  private async replaceTiers(eventId: string, tiers: EventInput['tiers']) {
    await this.sql.rows('DELETE FROM event_ticket_tiers WHERE event_id = $1', [eventId]);
    for (const [position, tier] of tiers.entries()) {
      await this.sql.rows('INSERT INTO event_ticket_tiers (event_id, name, price_cents, available, position) VALUES ($1, $2, $3, $4, $5)', [
        eventId, tier.name, tier.priceCents, tier.available, position,
      ]);
    }
  }

  private async count(table: string, where: string[], parameters: unknown[]): Promise<number> {
    const [{ n }] = await this.sql.rows<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE ${where.join(' AND ')}`, parameters);
    return Number(n);
  }
}

function categoryValues(input: CategoryInput) {
  return [
    input.key, input.slug, input.name, input.names.lv, input.names.en, input.names.ee, input.names.lt, input.description,
    input.descriptions.lv, input.descriptions.en, input.descriptions.ee, input.descriptions.lt, input.status, input.priority,
  ];
}

function eventValues(input: EventInput) {
  return [input.categoryId, input.title, input.description, input.venue, input.city, input.startsAt, input.priceRange, input.status, input.searchText];
}
