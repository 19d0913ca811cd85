import { Injectable } from '@nestjs/common';
import { likePattern, SqlDatabase } from '../../../shared/adapters/persistence/sql-database.js';
import type { CategoryRecord, EventRecord, TierRecord } from '../../application/catalog-views.js';
import { CatalogRepository, type EventSearch } from '../../application/ports/catalog.repository.js';

interface CategoryRow {
  id: string;
  key: string;
  slug: string;
  name: string;
  name_lv: string | null;
  name_en: string | null;
  name_ee: string | null;
  name_lt: string | null;
  description: string | null;
  description_lv: string | null;
  description_en: string | null;
  description_ee: string | null;
  description_lt: string | null;
  status: 'active' | 'inactive';
  priority: number;
}

const EVENT_COLUMNS = `e.id, e.category_id AS "categoryId", c.slug AS "categorySlug", e.title, e.description, e.venue, e.city,
  e.starts_at AS "startsAt", e.price_range AS "priceRange", e.status`;

export function toCategoryRecord(row: CategoryRow): CategoryRecord {
  return {
    id: row.id,
    key: row.key,
    slug: row.slug,
    name: row.name,
    names: { lv: row.name_lv, en: row.name_en, ee: row.name_ee, lt: row.name_lt },
    description: row.description,
    descriptions: { lv: row.description_lv, en: row.description_en, ee: row.description_ee, lt: row.description_lt },
    status: row.status,
    priority: row.priority,
  };
}


@Injectable()
export class SqlCatalogRepository extends CatalogRepository {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  private query<T>(sql: string, parameters: unknown[] = []): Promise<T[]> {
    return this.sql.rows<T>(sql, parameters);
  }

  async activeCategories(): Promise<CategoryRecord[]> {
    const rows = await this.query<CategoryRow>(`SELECT * FROM categories WHERE status = 'active' ORDER BY priority, name`);
    return rows.map(toCategoryRecord);
  }

  async categoryBySlug(slug: string): Promise<CategoryRecord | null> {
    const [row] = await this.query<CategoryRow>('SELECT * FROM categories WHERE slug = $1', [slug]);
    return row ? toCategoryRecord(row) : null;
  }

  async searchScheduledEvents(search: EventSearch): Promise<{ items: EventRecord[]; total: number }> {
    const where = [`e.status = 'scheduled'`, `c.status = 'active'`];
    const parameters: unknown[] = [];
    const add = (condition: string, value: unknown) => {
      parameters.push(value);
      where.push(condition.replace('?', `$${parameters.length}`));
    };
    if (search.categoryId) add('e.category_id = ?', search.categoryId);
    if (search.text) add('e.search_text LIKE ?', likePattern(search.text));
    if (search.from) add('e.starts_at >= ?', search.from);
    if (search.to) add('e.starts_at < ?', search.to);
    const filter = `FROM events e JOIN categories c ON c.id = e.category_id WHERE ${where.join(' AND ')}`;
    // The page comes from the (category_id, starts_at) index; the total from a separate count, which the same index
    // answers without sorting the whole category.
    const [items, [{ n }]] = await Promise.all([
      this.query<EventRecord>(`SELECT ${EVENT_COLUMNS} ${filter} ORDER BY e.starts_at, e.id LIMIT $${parameters.length + 1} OFFSET $${parameters.length + 2}`, [
        ...parameters,
        search.limit,
        search.offset,
      ]),
      this.query<{ n: string }>(`SELECT count(*) AS n ${filter}`, parameters),
    ]);
    return { items, total: Number(n) };
  }

  async eventById(id: string): Promise<{ event: EventRecord; tiers: TierRecord[] } | null> {
    const [event] = await this.query<EventRecord>(`SELECT ${EVENT_COLUMNS} FROM events e JOIN categories c ON c.id = e.category_id WHERE e.id = $1`, [id]);
    if (!event) return null;
    const tiers = await this.query<TierRecord>(
      'SELECT id, name, price_cents AS "priceCents", available FROM event_ticket_tiers WHERE event_id = $1 ORDER BY position, name',
      [id],
    );
    return { event, tiers };
  }
}
