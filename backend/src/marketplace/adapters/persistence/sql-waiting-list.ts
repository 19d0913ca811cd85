import { Injectable } from '@nestjs/common';
import { SqlDatabase, sqlState } from '../../../shared/adapters/persistence/sql-database.js';
import { mergeIntoListing } from './merge-into-listing.js';
import { OFFER_WINDOW_MINUTES_DEFAULT, type EntryStatus, type OfferStatus, type QueuedEntry } from '../../domain/waiting-list.js';
import {
  WaitingListRepository,
  type AdminWaitingListRow,
  type EntryRecord,
  type EntryView,
  type EventRef,
  type OfferView,
  type OpenOffer,
  type PendingListing,
  type WaitingListSummary,
} from '../../application/ports/waiting-list.repository.js';

const UNIQUE_VIOLATION = '23505';
const ACTIVE = `('waiting', 'offered', 'paused')`;

const OFFER_JSON = (o: string) => `json_build_object('id', ${o}.id, 'ticketId', ${o}.ticket_id, 'quantity', ${o}.quantity, 'unitPriceCents', ${o}.unit_price_cents,
  'allInTotalCents', ${o}.all_in_total_cents, 'expiresAt', ${o}.expires_at, 'status', ${o}.status)`;

const ENTRY_VIEW = `SELECT e.id, json_build_object('id', ev.id, 'title', ev.title, 'startsAt', ev.starts_at) AS event, e.quantity,
    e.max_price_per_ticket_cents AS "maxPricePerTicketCents", e.accepts_fewer AS "acceptsFewer", e.status, e.lapsed_offers AS "lapsedOffers",
    CASE WHEN e.status IN ('waiting', 'offered') THEN (SELECT count(*)::int + 1 FROM waiting_list_entries b
      WHERE b.event_id = e.event_id AND b.status IN ('waiting', 'offered') AND b.position < e.position) END AS place,
    (SELECT ${OFFER_JSON('o')} FROM waiting_list_offers o WHERE o.entry_id = e.id ORDER BY (o.status = 'open') DESC, o.created_at DESC LIMIT 1) AS offer,
    e.created_at AS "createdAt"
  FROM waiting_list_entries e JOIN catalog_event_refs ev ON ev.id = e.event_id`;

type EntryViewRow = Omit<EntryView, 'offer' | 'event'> & { event: { id: string; title: string; startsAt: string }; offer: (Omit<OfferView, 'expiresAt'> & { expiresAt: string }) | null };

function toEntryView(row: EntryViewRow): EntryView {
  return {
    ...row,
    event: { ...row.event, startsAt: new Date(row.event.startsAt) },
    offer: row.offer ? { ...row.offer, expiresAt: new Date(row.offer.expiresAt) } : null,
  };
}

const ENTRY_RECORD = `e.id, e.event_id AS "eventId", e.user_id AS "userId", e.quantity, e.max_price_per_ticket_cents AS "maxPricePerTicketCents",
  e.accepts_fewer AS "acceptsFewer", e.status, e.lapsed_offers AS "lapsedOffers"`;

const OPEN_OFFER = `o.id, o.entry_id AS "entryId", o.event_id AS "eventId", o.user_id AS "userId", o.ticket_id AS "ticketId",
  o.source_ticket_id AS "sourceTicketId", o.quantity, o.status, o.expires_at AS "expiresAt"`;

const ADMIN_ROW = `SELECT ev.id, ev.title AS "eventTitle", ev.starts_at AS "startsAt",
    count(DISTINCT e.id) FILTER (WHERE e.status IN ('waiting', 'offered'))::int AS people,
    COALESCE(sum(e.quantity) FILTER (WHERE e.status IN ('waiting', 'offered')), 0)::int AS "ticketsWanted",
    (SELECT count(*)::int FROM waiting_list_offers o WHERE o.event_id = ev.id) AS "offersMade",
    (SELECT count(*)::int FROM waiting_list_offers o WHERE o.event_id = ev.id AND o.status = 'taken') AS "offersTaken",
    (SELECT count(*)::int FROM waiting_list_offers o WHERE o.event_id = ev.id AND o.status = 'lapsed') AS "offersLapsed",
    EXISTS (SELECT 1 FROM waiting_list_pauses p WHERE p.event_id = ev.id) AS paused
  FROM catalog_event_refs ev LEFT JOIN waiting_list_entries e ON e.event_id = ev.id`;

/** The events staff see a waiting list for: with entries, or paused. */
const LISTED = `SELECT event_id FROM waiting_list_entries UNION SELECT event_id FROM waiting_list_pauses`;

export const ADMIN_WAITING_LIST_SORTS: Record<string, string> = { startsAt: '"startsAt"', eventTitle: '"eventTitle"', people: 'people', ticketsWanted: '"ticketsWanted"' };

@Injectable()
export class SqlWaitingList extends WaitingListRepository {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  async openEvent(eventId: string, now: Date): Promise<EventRef | null> {
    return this.sql.one<EventRef>(
      `SELECT id, title, starts_at AS "startsAt" FROM catalog_event_refs WHERE id = $1 AND status = 'scheduled' AND starts_at > $2`,
      [eventId, now],
    );
  }

  async eventRef(eventId: string): Promise<EventRef | null> {
    return this.sql.one<EventRef>(`SELECT id, title, starts_at AS "startsAt" FROM catalog_event_refs WHERE id = $1`, [eventId]);
  }

  async summary(eventId: string): Promise<WaitingListSummary> {
    const [row] = await this.sql.rows<WaitingListSummary>(
      `SELECT count(*)::int AS people, COALESCE(sum(quantity), 0)::int AS "ticketsWanted",
         EXISTS (SELECT 1 FROM waiting_list_pauses WHERE event_id = $1) AS paused
       FROM waiting_list_entries WHERE event_id = $1 AND status IN ('waiting', 'offered')`,
      [eventId],
    );
    return row;
  }

  async insertEntry(entry: EntryRecord & { createdAt: Date }): Promise<boolean> {
    try {
      await this.sql.rows(
        `INSERT INTO waiting_list_entries (id, event_id, user_id, quantity, max_price_per_ticket_cents, accepts_fewer, status, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [entry.id, entry.eventId, entry.userId, entry.quantity, entry.maxPricePerTicketCents, entry.acceptsFewer, entry.status, entry.createdAt],
      );
      return true;
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) return false;
      throw error;
    }
  }

  async entriesOf(userId: string): Promise<EntryView[]> {
    const rows = await this.sql.rows<EntryViewRow>(`${ENTRY_VIEW} WHERE e.user_id = $1 ORDER BY (e.status IN ${ACTIVE}) DESC, e.created_at DESC LIMIT 200`, [userId]);
    return rows.map(toEntryView);
  }

  async entryView(entryId: string): Promise<EntryView | null> {
    const row = await this.sql.one<EntryViewRow>(`${ENTRY_VIEW} WHERE e.id = $1`, [entryId]);
    return row ? toEntryView(row) : null;
  }

  async findEntry(entryId: string): Promise<EntryRecord | null> {
    return this.sql.one<EntryRecord>(`SELECT ${ENTRY_RECORD} FROM waiting_list_entries e WHERE e.id = $1`, [entryId]);
  }

  async entryForChange(entryId: string): Promise<EntryRecord | null> {
    return this.sql.one<EntryRecord>(`SELECT ${ENTRY_RECORD} FROM waiting_list_entries e WHERE e.id = $1 FOR UPDATE`, [entryId]);
  }

  async updateEntry(entry: EntryRecord): Promise<void> {
    await this.sql.rows(
      `UPDATE waiting_list_entries SET quantity = $2, max_price_per_ticket_cents = $3, accepts_fewer = $4, status = $5, lapsed_offers = $6, updated_at = now() WHERE id = $1`,
      [entry.id, entry.quantity, entry.maxPricePerTicketCents, entry.acceptsFewer, entry.status, entry.lapsedOffers],
    );
  }

  async lockEvent(eventId: string): Promise<void> {
    await this.sql.rows(`SELECT pg_advisory_xact_lock(hashtextextended('waiting-list:' || $1::text, 0))`, [eventId]);
  }

  async isPaused(eventId: string): Promise<boolean> {
    return (await this.sql.one(`SELECT 1 AS paused FROM waiting_list_pauses WHERE event_id = $1`, [eventId])) !== null;
  }

  async setPaused(eventId: string, paused: boolean): Promise<boolean> {
    const rows = paused
      ? await this.sql.rows(`INSERT INTO waiting_list_pauses (event_id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING event_id`, [eventId])
      : await this.sql.rows(`DELETE FROM waiting_list_pauses WHERE event_id = $1 RETURNING event_id`, [eventId]);
    return rows.length > 0;
  }

  async pendingListings(eventId: string): Promise<PendingListing[]> {
    return this.sql.rows<PendingListing>(
      `SELECT t.id, t.seller_id AS "sellerId", t.quantity, t.price_per_unit_cents AS "unitPriceCents", t.split_rule AS "splitRule", t.category_id AS "categoryId"
       FROM tickets t WHERE t.event_id = $1 AND t.waitlist_pending ORDER BY t.updated_at, t.id FOR UPDATE OF t`,
      [eventId],
    );
  }

  async clearPending(ticketIds: string[]): Promise<void> {
    if (ticketIds.length > 0) await this.sql.rows(`UPDATE tickets SET waitlist_pending = false WHERE id = ANY($1::uuid[])`, [ticketIds]);
  }

  async queue(eventId: string): Promise<QueuedEntry[]> {
    return this.sql.rows<QueuedEntry>(
      `SELECT e.id, e.user_id AS "userId", e.quantity, e.max_price_per_ticket_cents AS "maxPricePerTicketCents", e.accepts_fewer AS "acceptsFewer"
       FROM waiting_list_entries e WHERE e.event_id = $1 AND e.status = 'waiting' ORDER BY e.position`,
      [eventId],
    );
  }

  async lapsedPairs(eventId: string): Promise<Set<string>> {
    const rows = await this.sql.rows<{ entryId: string; ticketId: string; sourceTicketId: string }>(
      `SELECT entry_id AS "entryId", ticket_id AS "ticketId", source_ticket_id AS "sourceTicketId" FROM waiting_list_offers WHERE event_id = $1 AND status = 'lapsed'`,
      [eventId],
    );
    return new Set(rows.flatMap((row) => [`${row.entryId}:${row.ticketId}`, `${row.entryId}:${row.sourceTicketId}`]));
  }

  async ticketsTaken(eventId: string): Promise<Map<string, number>> {
    const rows = await this.sql.rows<{ buyerId: string; taken: number }>(
      `SELECT o.buyer_id AS "buyerId", sum(o.quantity)::int AS taken FROM orders o JOIN tickets t ON t.id = o.ticket_id
       WHERE t.event_id = $1 AND o.status IN ('awaiting_payment', 'paid', 'completed', 'disputed') GROUP BY o.buyer_id`,
      [eventId],
    );
    return new Map(rows.map((row) => [row.buyerId, row.taken]));
  }

  async reserveFor(ticketId: string, userId: string): Promise<void> {
    await this.sql.rows(`UPDATE tickets SET offered_to = $2, waitlist_pending = false, updated_at = now() WHERE id = $1`, [ticketId, userId]);
  }

  async insertOffer(offer: OpenOffer & { unitPriceCents: number; allInTotalCents: number; createdAt: Date }): Promise<void> {
    await this.sql.rows(
      `INSERT INTO waiting_list_offers (id, entry_id, event_id, user_id, ticket_id, source_ticket_id, quantity, unit_price_cents, all_in_total_cents, status, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'open', $10, $11)`,
      [offer.id, offer.entryId, offer.eventId, offer.userId, offer.ticketId, offer.sourceTicketId, offer.quantity, offer.unitPriceCents, offer.allInTotalCents, offer.expiresAt, offer.createdAt],
    );
  }

  async claimEntry(entryId: string): Promise<boolean> {
    const rows = await this.sql.rows(`UPDATE waiting_list_entries SET status = 'offered', updated_at = now() WHERE id = $1 AND status = 'waiting' RETURNING id`, [entryId]);
    return rows.length === 1;
  }

  async setEntryStatus(entryId: string, status: EntryStatus, lapsedOffers?: number): Promise<void> {
    await this.sql.rows(`UPDATE waiting_list_entries SET status = $2, lapsed_offers = COALESCE($3, lapsed_offers), updated_at = now() WHERE id = $1`, [entryId, status, lapsedOffers ?? null]);
  }

  async openOffersDue(now: Date, limit: number): Promise<{ id: string; eventId: string }[]> {
    return this.sql.rows(`SELECT id, event_id AS "eventId" FROM waiting_list_offers WHERE status = 'open' AND expires_at <= $1 ORDER BY expires_at LIMIT $2`, [now, limit]);
  }

  async offerOf(offerId: string): Promise<OpenOffer | null> {
    return this.sql.one<OpenOffer>(`SELECT ${OPEN_OFFER} FROM waiting_list_offers o WHERE o.id = $1`, [offerId]);
  }

  async openOfferOfEntry(entryId: string): Promise<OpenOffer | null> {
    return this.sql.one<OpenOffer>(`SELECT ${OPEN_OFFER} FROM waiting_list_offers o WHERE o.entry_id = $1 AND o.status = 'open'`, [entryId]);
  }

  async closeOffer(offerId: string, status: OfferStatus, now: Date): Promise<boolean> {
    const rows = await this.sql.rows(`UPDATE waiting_list_offers SET status = $2, closed_at = $3 WHERE id = $1 AND status = 'open' RETURNING id`, [offerId, status, now]);
    return rows.length === 1;
  }

  async returnOfferedTickets(ticketId: string): Promise<boolean> {
    const returned = await mergeIntoListing(this.sql, ticketId, 'available');
    const cleared = await this.sql.rows(
      returned
        ? `UPDATE tickets SET status = 'withdrawn', withdrawn_reason = 'returned to its listing', offered_to = NULL, updated_at = now() WHERE id = $1 AND status = 'available' RETURNING id`
        : `UPDATE tickets SET offered_to = NULL, updated_at = now() WHERE id = $1 AND status = 'available' RETURNING id`,
      [ticketId],
    );
    return cleared.length === 1;
  }

  async offerForUser(offerId: string, userId: string): Promise<(OfferView & { event: EventRef }) | null> {
    const row = await this.sql.one<OfferView & { event: { id: string; title: string; startsAt: string } }>(
      `SELECT o.id, o.ticket_id AS "ticketId", o.quantity, o.unit_price_cents AS "unitPriceCents", o.all_in_total_cents AS "allInTotalCents",
         o.expires_at AS "expiresAt", o.status, json_build_object('id', ev.id, 'title', ev.title, 'startsAt', ev.starts_at) AS event
       FROM waiting_list_offers o JOIN catalog_event_refs ev ON ev.id = o.event_id WHERE o.id = $1 AND o.user_id = $2`,
      [offerId, userId],
    );
    return row ? { ...row, event: { ...row.event, startsAt: new Date(row.event.startsAt) } } : null;
  }

  async offerWindowMinutes(): Promise<number> {
    const [row] = await this.sql.rows<{ minutes: number }>(`SELECT offer_window_minutes AS minutes FROM waiting_list_settings`);
    return row?.minutes ?? OFFER_WINDOW_MINUTES_DEFAULT;
  }

  async setOfferWindowMinutes(minutes: number): Promise<void> {
    await this.sql.rows(`UPDATE waiting_list_settings SET offer_window_minutes = $1`, [minutes]);
  }

  async adminLists(query: { offset: number; limit: number; sort: { field: string; order: 'ASC' | 'DESC' } }): Promise<{ items: AdminWaitingListRow[]; total: number }> {
    const sort = ADMIN_WAITING_LIST_SORTS[query.sort.field] ?? '"startsAt"';
    const items = await this.sql.rows<AdminWaitingListRow>(
      `${ADMIN_ROW} WHERE ev.id IN (${LISTED}) GROUP BY ev.id, ev.title, ev.starts_at ORDER BY ${sort} ${query.sort.order === 'DESC' ? 'DESC' : 'ASC'}, ev.id LIMIT $1 OFFSET $2`,
      [query.limit, query.offset],
    );
    const [{ total }] = await this.sql.rows<{ total: number }>(`SELECT count(*)::int AS total FROM (${LISTED}) AS listed`);
    return { items, total };
  }

  async adminList(eventId: string): Promise<AdminWaitingListRow | null> {
    return this.sql.one<AdminWaitingListRow>(`${ADMIN_ROW} WHERE ev.id = $1 GROUP BY ev.id, ev.title, ev.starts_at`, [eventId]);
  }
}
