import type { SqlDatabase } from '../../../shared/adapters/persistence/sql-database.js';

/**
 * Tickets split off a listing (`childStatus`: held for a buyer, or offered to a waiting fan) go back into the listing
 * they came from, with their files (ADR 0026), while it is still on offer at the same price and not offered to someone.
 * Answers the listing they joined, or null when they stay a listing of their own; the caller then settles the child.
 */
export async function mergeIntoListing(sql: SqlDatabase, childId: string, childStatus: 'reserved' | 'available'): Promise<string | null> {
  const [returned] = await sql.rows<{ id: string }>(
    `WITH origin AS (
       SELECT p.id FROM tickets c JOIN tickets p ON p.id = c.parent_id
       WHERE c.id = $1 AND c.status = $2 AND p.status = 'available' AND p.offered_to IS NULL AND p.price_per_unit_cents = c.price_per_unit_cents
       FOR UPDATE OF p
     )
     UPDATE tickets p SET quantity = p.quantity + c.quantity, price_cents = p.price_per_unit_cents * (p.quantity + c.quantity), updated_at = now()
     FROM tickets c, origin WHERE p.id = origin.id AND c.id = $1 RETURNING p.id`,
    [childId, childStatus],
  );
  if (returned) await sql.rows(`UPDATE ticket_files SET ticket_id = $2 WHERE ticket_id = $1`, [childId, returned.id]);
  return returned?.id ?? null;
}
