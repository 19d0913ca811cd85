import { Injectable } from '@nestjs/common';
import type { EventSeed } from '../../seed/demo-events.js';
import { SqlDatabase } from '../../shared/adapters/persistence/sql-database.js';
import { searchText } from '../../shared/domain/search-text.js';
import { DemoStore, type DemoEvent } from '../application/ports/demo-store.js';

/**
 * The demo's SQL. Like the seed (backend/src/seed), it belongs to no bounded context: it writes catalogue rows the
 * way the seed does (marked `demo`; the catalogue's trigger tells every API process's cache) and reads listings only
 * to know which demo events still have none. Listings themselves are made by the marketplace's own use case.
 */
@Injectable()
export class SqlDemoStore extends DemoStore {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  async sellers(emails: readonly string[]): Promise<{ id: string; email: string }[]> {
    const rows = await this.sql.rows<{ id: string; email: string }>(
      `SELECT id, email FROM users WHERE email = ANY($1::varchar[]) AND status = 'active' AND email_verified_at IS NOT NULL`,
      [emails],
    );
    return emails.flatMap((email) => rows.filter((row) => row.email === email));
  }

  async upcomingEvents(after: Date, sellerIds: string[]): Promise<DemoEvent[]> {
    const rows = await this.sql.rows<{
      id: string;
      category_id: string;
      category_key: string;
      title: string;
      venue: string;
      city: string;
      starts_at: Date;
      tiers: { id: string; name: string; priceCents: number }[];
      listed: boolean;
    }>(
      `SELECT e.id, e.category_id, c.key AS category_key, e.title, e.venue, e.city, e.starts_at,
              COALESCE((SELECT json_agg(json_build_object('id', t.id, 'name', t.name, 'priceCents', t.price_cents) ORDER BY t.position)
                          FROM event_ticket_tiers t WHERE t.event_id = e.id), '[]'::json) AS tiers,
              EXISTS (SELECT 1 FROM tickets k WHERE k.event_id = e.id AND k.seller_id = ANY($2::uuid[])) AS listed
         FROM events e JOIN categories c ON c.id = e.category_id
        WHERE e.demo AND e.status = 'scheduled' AND c.status = 'active' AND e.starts_at > $1
        ORDER BY e.starts_at, e.id`,
      [after, sellerIds],
    );
    return rows.map((row) => ({
      id: row.id,
      categoryId: row.category_id,
      categoryKey: row.category_key,
      title: row.title,
      venue: row.venue,
      city: row.city,
      startsAt: new Date(row.starts_at),
      tiers: row.tiers,
      listedByDemoSellers: row.listed,
    }));
  }

  async addEvent(event: EventSeed, tiers: readonly { name: string; priceCents: number; available: number }[]): Promise<boolean> {
    const inserted = await this.sql.rows<{ id: string }>(
      `INSERT INTO events (category_id, title, description, venue, city, starts_at, price_range, search_text, demo)
       SELECT id, $2, $3, $4, $5, $6, $7, $8, true FROM categories WHERE key = $1 RETURNING id`,
      [event.categoryKey, event.title, event.description, event.venue, event.city, event.startsAt, event.priceRange,
        searchText(`${event.title} ${event.description} ${event.venue} ${event.city}`)],
    );
    if (inserted.length === 0) return false;
    for (const [position, tier] of tiers.entries()) {
      await this.sql.rows('INSERT INTO event_ticket_tiers (event_id, name, price_cents, available, position) VALUES ($1, $2, $3, $4, $5)', [
        inserted[0].id, tier.name, tier.priceCents, tier.available, position,
      ]);
    }
    return true;
  }
}
