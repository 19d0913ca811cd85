import { Injectable } from '@nestjs/common';
import { likePattern, SqlDatabase, type PreparedStatement } from '../../../shared/adapters/persistence/sql-database.js';
import { type CategoryRecord, type EventDetailView, type EventPageView, type EventRecord, type JsonText, type TierRecord } from '../../application/catalog-views.js';
import type { CatalogImage } from '../../domain/catalog-image.js';
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
  image: CatalogImage | null;
}

/**
 * An event record as JSON built by PostgreSQL (for the lookups other use cases make): `startsAt` in epoch
 * milliseconds, so that no date string has to be parsed.
 */
const EVENT_RECORD_BY_ID: PreparedStatement = {
  name: 'catalog.event-record-by-id',
  text: `SELECT json_build_object('id', e.id, 'categoryId', e.category_id, 'categorySlug', c.slug, 'title', e.title,
      'description', e.description, 'venue', e.venue, 'city', e.city,
      'startsAt', floor(extract(epoch FROM e.starts_at) * 1000), 'priceRange', e.price_range, 'status', e.status, 'image', e.image) AS event,
      coalesce((SELECT json_agg(json_build_object('id', t.id, 'name', t.name, 'priceCents', t.price_cents, 'available', t.available)
                  ORDER BY t.position, t.name)
                FROM event_ticket_tiers t WHERE t.event_id = e.id), '[]') AS tiers
    FROM events e JOIN categories c ON c.id = e.category_id WHERE e.id = $1`,
};

type EventJson = Omit<EventRecord, 'startsAt'> & { startsAt: number };

function toEventRecord(json: EventJson): EventRecord {
  return { ...json, startsAt: new Date(json.startsAt) };
}

/** A value as JSON text, `null` for SQL NULL: `to_json` escapes strings exactly as JSON.stringify does. */
const json = (value: string) => `coalesce(to_json(${value})::text, 'null')`;

/**
 * @public The event detail (`EventDetailResponse`) as finished JSON text, in `event`: the event's view as its row
 * keeps it (`events.view_json`, written by a trigger, migration 1765060000000, ADR 0040) with the tiers added before
 * its closing brace. The catalogue benchmark's bare handler runs this same statement (test/perf/catalog-bare-handler.mjs).
 */
export const EVENT_BY_ID: PreparedStatement = {
  name: 'catalog.event-by-id.json',
  text: `SELECT left(e.view_json, -1) || ',"tiers":[' || coalesce((
        SELECT string_agg('{"id":"' || t.id || '","name":' || ${json('t.name')} || ',"priceCents":' || t.price_cents
                          || ',"available":' || t.available || '}', ',' ORDER BY t.position, t.name)
        FROM event_ticket_tiers t WHERE t.event_id = e.id), '') || ']}' AS event
    FROM events e WHERE e.id = $1`,
};

/**
 * One statement per combination of filters, each prepared once per connection; it answers the whole page
 * (`EventPageResponse`: items, total, page, page size) as finished JSON text, in `page`, and no row for a category
 * that is unknown or inactive. In a category, the total and the
 * page both come from the partial index on scheduled events (category_id, starts_at, id): the count from the index
 * alone, the page in its order without sorting (migration 1764000000000, docs/performance.md). Each event's JSON is
 * the text its row keeps (`events.view_json`, ADR 0040): the statement only joins a page of them. The catalogue
 * benchmark's bare handler runs the same statements.
 * @public
 */
export function eventSearchStatement(search: EventSearch): { statement: PreparedStatement; values: unknown[] } {
  const values: unknown[] = [];
  const where = [`e.status = 'scheduled'`];
  const add = (condition: string, value: unknown) => {
    const placeholder = `$${values.push(value)}`;
    where.push(condition.replace('?', placeholder));
    return placeholder;
  };
  if (search.categorySlug) values.push(search.categorySlug);
  if (search.text) add('e.search_text LIKE ?', likePattern(search.text));
  const from = search.from ? add('e.starts_at >= ?::timestamptz', search.from) : undefined;
  if (search.to) add('e.starts_at < ?', search.to);
  // The page size, and the offset of a first page, are written into the statement, not bound: as parameters, the
  // generic plan assumes a tenth of the rows for each and looks dearer than a custom one, so PostgreSQL planned every
  // execution afresh (0.15 ms, a third of the statement's work). Page sizes are whole numbers up to 100, so there
  // are few such statements; later pages, rarer, bind their offset and are planned each time.
  if (!Number.isInteger(search.limit) || search.limit < 1 || search.limit > 100) throw new RangeError(`page size ${search.limit}`);
  const limit = `LIMIT ${search.limit}`;
  const offset = search.offset === 0 ? '' : `OFFSET $${values.push(search.offset)}::bigint`;
  const name = `catalog.events.json.${[search.categorySlug, search.text, search.from, search.to].map((filter) => (filter ? 1 : 0)).join('')}.${search.limit}${offset ? '.offset' : ''}`;
  // The text depends only on which filters are given and the page size, as the name does: written once per name.
  let text = statementTexts.get(name);
  if (text === undefined) {
    text = eventSearchText(search, where, from, limit, offset, values.length);
    statementTexts.set(name, text);
  }
  return { statement: { name, text }, values };
}

/** The statements' texts by name: at most 16 combinations of filters times 100 page sizes, twice. */
const statementTexts = new Map<string, string>();

function eventSearchText(search: EventSearch, where: string[], from: string | undefined, limit: string, offset: string, offsetIndex: number): string {
  // With a category, it is the outer row and the events are looked up by its id; without one, every active
  // category's events are joined to it.
  const events = search.categorySlug
    ? `FROM events e WHERE e.category_id = c.id AND ${where.join(' AND ')}`
    : `FROM events e JOIN categories c ON c.id = e.category_id WHERE c.status = 'active' AND ${where.join(' AND ')}`;
  const pageNumber = offset ? `($${offsetIndex}::bigint / ${search.limit} + 1)` : '1';
  const totalAndPage = `(SELECT ${from && !search.text && !search.to ? countByDays(from, Boolean(search.categorySlug)) : `count(*) AS total ${events}`}) counted
    CROSS JOIN LATERAL (
      SELECT string_agg(p.view_json, ',' ORDER BY p.starts_at, p.id) AS items
      FROM (SELECT e.id, e.starts_at, e.view_json ${events} ORDER BY e.starts_at, e.id ${limit} ${offset}) p
    ) page`;
  const answer = `'{"items":[' || coalesce(page.items, '') || '],"total":' || counted.total || ',"page":' || ${pageNumber} || ',"pageSize":${search.limit}}' AS page`;
  return search.categorySlug
    ? `SELECT ${answer} FROM categories c CROSS JOIN LATERAL ${totalAndPage} WHERE c.slug = $1 AND c.status = 'active'`
    : `SELECT ${answer} FROM ${totalAndPage}`;
}

/**
 * The scheduled events from an instant on, without other filters (the list's usual question): the days after the
 * instant's own from `scheduled_events_by_day`, which a trigger keeps in step with `events` (migration
 * 1764000000100), plus the events of that day itself from the index. Days are UTC days.
 */
function countByDays(from: string, inCategory: boolean): string {
  const day = `(${from}::timestamptz AT TIME ZONE 'UTC')::date`;
  const nextDay = `((${day} + 1)::timestamp AT TIME ZONE 'UTC')`;
  const days = inCategory
    ? `FROM scheduled_events_by_day d WHERE d.category_id = c.id AND d.day > ${day}`
    : `FROM scheduled_events_by_day d JOIN categories c ON c.id = d.category_id WHERE c.status = 'active' AND d.day > ${day}`;
  const firstDay = inCategory
    ? `FROM events e WHERE e.category_id = c.id AND e.status = 'scheduled' AND e.starts_at >= ${from}::timestamptz AND e.starts_at < ${nextDay}`
    : `FROM events e JOIN categories c ON c.id = e.category_id WHERE c.status = 'active' AND e.status = 'scheduled' AND e.starts_at >= ${from}::timestamptz AND e.starts_at < ${nextDay}`;
  return `(SELECT coalesce(sum(d.events), 0) ${days}) + (SELECT count(*) ${firstDay}) AS total`;
}

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
    image: row.image,
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

  async eventPage(search: EventSearch): Promise<JsonText<EventPageView> | null> {
    const { statement, values } = eventSearchStatement(search);
    const [found] = await this.sql.prepared<{ page: JsonText<EventPageView> }>(statement, values);
    return found ? found.page : null;
  }

  async wasRemoved(id: string): Promise<boolean> {
    return (await this.sql.rows('SELECT 1 FROM removed_events WHERE id = $1', [id])).length > 0;
  }

  async eventDetail(id: string): Promise<JsonText<EventDetailView> | null> {
    const [found] = await this.sql.prepared<{ event: JsonText<EventDetailView> }>(EVENT_BY_ID, [id]);
    return found ? found.event : null;
  }

  async eventById(id: string): Promise<{ event: EventRecord; tiers: TierRecord[] } | null> {
    const [found] = await this.sql.prepared<{ event: EventJson; tiers: TierRecord[] }>(EVENT_RECORD_BY_ID, [id]);
    return found ? { event: toEventRecord(found.event), tiers: found.tiers } : null;
  }
}
