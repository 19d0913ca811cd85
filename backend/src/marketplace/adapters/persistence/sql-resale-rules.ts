import { Injectable } from '@nestjs/common';
import { SqlDatabase } from '../../../shared/adapters/persistence/sql-database.js';
import type { PriceCaps, ResaleRuleSet } from '../../domain/resale-rules.js';
import { ResaleRules } from '../../application/ports/resale-rules.js';

/** The cap that applies to the ticket row `t`: its event's, else its category's, else the global one (capThatApplies). */
export const CAP_OF_TICKET = `COALESCE(
  (SELECT r.price_cap_basis_points FROM resale_rules r WHERE r.scope = 'event' AND r.scope_id = t.event_id),
  (SELECT r.price_cap_basis_points FROM resale_rules r WHERE r.scope = 'category' AND r.scope_id = t.category_id),
  (SELECT r.price_cap_basis_points FROM resale_rules r WHERE r.scope = 'global'))`;

/** Over the cap: price > ⌊face × cap / 10,000⌋, which for whole cents is price × 10,000 > face × cap (highestAskingPrice). */
export const OVER_CAP = `t.price_per_unit_cents::bigint * 10000 > t.face_value_cents::bigint * ${CAP_OF_TICKET}`;

@Injectable()
export class SqlResaleRules extends ResaleRules {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  async capsFor(listing: { categoryId: string; eventId: string | null }): Promise<PriceCaps> {
    const rows = await this.sql.rows<{ scope: 'global' | 'category' | 'event'; cap: number }>(
      `SELECT scope, price_cap_basis_points AS cap FROM resale_rules
       WHERE scope = 'global' OR (scope = 'category' AND scope_id = $1) OR (scope = 'event' AND scope_id = $2)`,
      [listing.categoryId, listing.eventId],
    );
    const of = (scope: string) => rows.find((row) => row.scope === scope)?.cap ?? null;
    const global = of('global');
    if (global === null) throw new Error('resale_rules has no global row: the migration inserts it');
    return { global, category: of('category'), event: of('event') };
  }

  current(): Promise<ResaleRuleSet> {
    return this.read('');
  }

  currentForChange(): Promise<ResaleRuleSet> {
    return this.read('FOR UPDATE');
  }

  /** Caps of deleted categories or events are not shown (their rows stay until the next change). */
  private async read(lock: '' | 'FOR UPDATE'): Promise<ResaleRuleSet> {
    const row = await this.sql.one<ResaleRuleSet>(
      `SELECT g.price_cap_basis_points AS "priceCapBasisPoints",
         COALESCE((SELECT json_agg(json_build_object('categoryId', r.scope_id, 'priceCapBasisPoints', r.price_cap_basis_points) ORDER BY r.scope_id)
           FROM resale_rules r JOIN catalog_category_refs c ON c.id = r.scope_id WHERE r.scope = 'category'), '[]') AS "categoryCaps",
         COALESCE((SELECT json_agg(json_build_object('eventId', r.scope_id, 'priceCapBasisPoints', r.price_cap_basis_points) ORDER BY r.scope_id)
           FROM resale_rules r JOIN catalog_event_refs e ON e.id = r.scope_id WHERE r.scope = 'event'), '[]') AS "eventCaps"
       FROM resale_rules g WHERE g.scope = 'global' ${lock}`,
    );
    if (!row) throw new Error('resale_rules has no global row: the migration inserts it');
    return row;
  }

  async update(rules: ResaleRuleSet): Promise<void> {
    await this.sql.rows(`UPDATE resale_rules SET price_cap_basis_points = $1, updated_at = now() WHERE scope = 'global'`, [rules.priceCapBasisPoints]);
    const scoped = [
      ...rules.categoryCaps.map((entry) => ({ scope: 'category', id: entry.categoryId, cap: entry.priceCapBasisPoints })),
      ...rules.eventCaps.map((entry) => ({ scope: 'event', id: entry.eventId, cap: entry.priceCapBasisPoints })),
    ];
    await this.sql.rows(
      `DELETE FROM resale_rules r WHERE r.scope <> 'global'
         AND NOT EXISTS (SELECT 1 FROM unnest($1::text[], $2::uuid[]) AS kept (scope, id) WHERE kept.scope = r.scope AND kept.id = r.scope_id)`,
      [scoped.map((entry) => entry.scope), scoped.map((entry) => entry.id)],
    );
    for (const entry of scoped) {
      await this.sql.rows(
        `INSERT INTO resale_rules (scope, scope_id, price_cap_basis_points) VALUES ($1, $2, $3)
         ON CONFLICT (scope, COALESCE(scope_id, '00000000-0000-0000-0000-000000000000')) DO UPDATE SET price_cap_basis_points = $3, updated_at = now()`,
        [entry.scope, entry.id, entry.cap],
      );
    }
  }

  unknownCategories(categoryIds: string[]): Promise<string[]> {
    return this.unknown(categoryIds, 'catalog_category_refs');
  }

  unknownEvents(eventIds: string[]): Promise<string[]> {
    return this.unknown(eventIds, 'catalog_event_refs');
  }

  private async unknown(ids: string[], published: 'catalog_category_refs' | 'catalog_event_refs'): Promise<string[]> {
    const rows = await this.sql.rows<{ id: string }>(
      `SELECT given.id::text AS id FROM unnest($1::uuid[]) AS given (id) WHERE NOT EXISTS (SELECT 1 FROM ${published} known WHERE known.id = given.id)`,
      [ids],
    );
    return rows.map((row) => row.id);
  }

  async countOverCap(): Promise<number> {
    const [{ n }] = await this.sql.rows<{ n: string }>(`SELECT count(*) AS n FROM tickets t WHERE t.status = 'available' AND ${OVER_CAP}`);
    return Number(n);
  }
}
