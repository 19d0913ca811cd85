import { Injectable } from '@nestjs/common';
import { SqlDatabase } from '../../../shared/adapters/persistence/sql-database.js';
import { ClaimRepository, type ClaimForStaff, type ClaimQuery } from '../../application/ports/claim.repository.js';
import { Claim, type ClaimFile, type ClaimState, type ClaimStatus } from '../../domain/claim.js';

/** A claim's evidence files as a JSON array, by position. */
function filesOf(claimId: string): string {
  return `COALESCE((SELECT json_agg(json_build_object('position', f.position, 'key', f.file_key, 'name', f.original_name, 'contentType', f.content_type,
      'size', f.size_bytes, 'sha256', f.sha256) ORDER BY f.position) FROM claim_files f WHERE f.claim_id = ${claimId}), '[]') AS files`;
}

const STATE = `id, order_id AS "orderId", buyer_id AS "buyerId", seller_id AS "sellerId", reason, message, seller_answer AS "sellerAnswer",
  answered_at AS "answeredAt", status, refund_cents AS "refundCents", decided_by AS "decidedBy", decided_at AS "decidedAt",
  decision_note AS "decisionNote", refund_id AS "refundId", created_at AS "createdAt", ${filesOf('order_claims.id')}`;

const FOR_STAFF = `SELECT c.id, c.order_id AS "orderId", c.status, c.reason, c.message, c.seller_answer AS "sellerAnswer", c.answered_at AS "answeredAt",
    c.refund_cents AS "refundCents", c.decision_note AS "decisionNote", c.decided_at AS "decidedAt", c.created_at AS "createdAt",
    json_build_object('id', c.buyer_id, 'name', b.display_name) AS buyer, json_build_object('id', c.seller_id, 'name', s.display_name) AS seller,
    t.title AS "ticketTitle", to_char(t.event_date, 'YYYY-MM-DD') AS "eventDate", o.tickets_cents AS "ticketsCents", o.total_cents AS "totalCents",
    ${filesOf('c.id')}
  FROM order_claims c JOIN orders o ON o.id = c.order_id JOIN tickets t ON t.id = o.ticket_id
  JOIN identity_member_names b ON b.id = c.buyer_id JOIN identity_member_names s ON s.id = c.seller_id`;

/** Staff sort their queue by these; the oldest open claim first by default. */
export const CLAIM_SORT_COLUMNS: Record<string, string> = { createdAt: 'c.created_at', status: 'c.status', decidedAt: 'c.decided_at' };

@Injectable()
export class SqlClaimRepository extends ClaimRepository {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  async add(claim: Claim): Promise<boolean> {
    const c = claim.snapshot();
    const added = await this.sql.rows(
      `INSERT INTO order_claims (id, order_id, buyer_id, seller_id, reason, message, status, refund_cents, decided_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (order_id) DO NOTHING RETURNING id`,
      [c.id, c.orderId, c.buyerId, c.sellerId, c.reason, c.message, c.status, c.refundCents, c.decidedAt, c.createdAt],
    );
    if (added.length !== 1) return false;
    if (c.files.length > 0) {
      const column = <K extends keyof ClaimFile>(key: K) => c.files.map((file) => file[key]);
      await this.sql.rows(
        `INSERT INTO claim_files (claim_id, position, file_key, original_name, content_type, size_bytes, sha256)
         SELECT $1, * FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::int[], $7::text[])`,
        [c.id, column('position'), column('key'), column('name'), column('contentType'), column('size'), column('sha256')],
      );
    }
    return true;
  }

  async find(id: string): Promise<Claim | null> {
    const state = await this.sql.one<ClaimState>(`SELECT ${STATE} FROM order_claims WHERE id = $1`, [id]);
    return state && Claim.restore(state);
  }

  async ofOrder(orderId: string): Promise<Claim | null> {
    const state = await this.sql.one<ClaimState>(`SELECT ${STATE} FROM order_claims WHERE order_id = $1`, [orderId]);
    return state && Claim.restore(state);
  }

  async save(claim: Claim, from: ClaimStatus): Promise<boolean> {
    const c = claim.snapshot();
    const saved = await this.sql.rows(
      `UPDATE order_claims SET seller_answer = $3, answered_at = $4, status = $5, refund_cents = $6, decided_by = $7, decided_at = $8,
         decision_note = $9, refund_id = $10, updated_at = now()
       WHERE id = $1 AND status = $2 RETURNING id`,
      [c.id, from, c.sellerAnswer, c.answeredAt, c.status, c.refundCents, c.decidedBy, c.decidedAt, c.decisionNote, c.refundId],
    );
    return saved.length === 1;
  }

  async forStaff(query: ClaimQuery): Promise<{ items: ClaimForStaff[]; total: number }> {
    const where = query.status ? 'WHERE c.status = $3' : '';
    const rows = await this.sql.rows<ClaimForStaff & { total: string }>(
      `${FOR_STAFF.replace('SELECT c.id,', 'SELECT count(*) OVER () AS total, c.id,')} ${where}
       ORDER BY ${CLAIM_SORT_COLUMNS[query.sort.field] ?? 'c.created_at'} ${query.sort.order === 'DESC' ? 'DESC' : 'ASC'} NULLS LAST, c.id LIMIT $1 OFFSET $2`,
      query.status ? [query.limit, query.offset, query.status] : [query.limit, query.offset],
    );
    const total = rows.length
      ? Number(rows[0].total)
      : Number((await this.sql.one<{ n: string }>(`SELECT count(*) AS n FROM order_claims c ${where.replace('$3', '$1')}`, query.status ? [query.status] : []))?.n ?? 0);
    return { items: rows.map(({ total: _total, ...claim }) => claim), total };
  }

  oneForStaff(id: string): Promise<ClaimForStaff | null> {
    return this.sql.one<ClaimForStaff>(`${FOR_STAFF} WHERE c.id = $1`, [id]);
  }
}
