import { Injectable } from '@nestjs/common';
import { SqlDatabase } from '../../../shared/adapters/persistence/sql-database.js';
import { DisputeRepository, type DisputeEvidenceFacts, type DisputeForStaff, type DisputeQuery } from '../../application/ports/dispute.repository.js';
import { Dispute, type DisputeState } from '../../domain/dispute.js';

const STATE = `id, order_id AS "orderId", provider_dispute_id AS "providerDisputeId", amount_cents AS "amountCents", reason, status,
  evidence_due_by AS "evidenceDueBy", evidence_submitted_at AS "evidenceSubmittedAt", evidence_submitted_by AS "evidenceSubmittedBy",
  created_at AS "createdAt", closed_at AS "closedAt"`;

const FOR_STAFF = `SELECT d.id, d.order_id AS "orderId", d.provider_dispute_id AS "providerDisputeId", d.status, d.reason, d.amount_cents AS "amountCents",
    d.evidence_due_by AS "evidenceDueBy", d.evidence_submitted_at AS "evidenceSubmittedAt", d.created_at AS "createdAt", d.closed_at AS "closedAt",
    json_build_object('id', o.buyer_id, 'name', b.display_name) AS buyer, json_build_object('id', o.seller_id, 'name', s.display_name) AS seller,
    t.title AS "ticketTitle", to_char(t.event_date, 'YYYY-MM-DD') AS "eventDate"
  FROM order_disputes d JOIN orders o ON o.id = d.order_id JOIN tickets t ON t.id = o.ticket_id
  JOIN identity_member_names b ON b.id = o.buyer_id JOIN identity_member_names s ON s.id = o.seller_id`;

/** Staff sort their queue by these; the oldest dispute first by default. */
export const DISPUTE_SORT_COLUMNS: Record<string, string> = {
  createdAt: 'd.created_at',
  status: 'd.status',
  evidenceDueBy: 'd.evidence_due_by',
  amountCents: 'd.amount_cents',
  closedAt: 'd.closed_at',
};

@Injectable()
export class SqlDisputeRepository extends DisputeRepository {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  async add(dispute: Dispute): Promise<boolean> {
    const d = dispute.snapshot();
    const added = await this.sql.rows(
      `INSERT INTO order_disputes (id, order_id, provider_dispute_id, amount_cents, reason, status, evidence_due_by, evidence_submitted_at,
         evidence_submitted_by, created_at, closed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (provider_dispute_id) DO NOTHING RETURNING id`,
      [d.id, d.orderId, d.providerDisputeId, d.amountCents, d.reason, d.status, d.evidenceDueBy, d.evidenceSubmittedAt, d.evidenceSubmittedBy, d.createdAt, d.closedAt],
    );
    return added.length === 1;
  }

  async find(id: string): Promise<Dispute | null> {
    const state = await this.sql.one<DisputeState>(`SELECT ${STATE} FROM order_disputes WHERE id = $1`, [id]);
    return state && Dispute.restore(state);
  }

  async findByProviderIdForUpdate(providerDisputeId: string): Promise<Dispute | null> {
    const state = await this.sql.one<DisputeState>(`SELECT ${STATE} FROM order_disputes WHERE provider_dispute_id = $1 FOR UPDATE`, [providerDisputeId]);
    return state && Dispute.restore(state);
  }

  async save(dispute: Dispute): Promise<void> {
    const d = dispute.snapshot();
    await this.sql.rows(
      `UPDATE order_disputes SET amount_cents = $2, status = $3, evidence_due_by = $4, evidence_submitted_at = $5, evidence_submitted_by = $6,
         closed_at = $7, updated_at = now()
       WHERE id = $1`,
      [d.id, d.amountCents, d.status, d.evidenceDueBy, d.evidenceSubmittedAt, d.evidenceSubmittedBy, d.closedAt],
    );
  }

  async forStaff(query: DisputeQuery): Promise<{ items: DisputeForStaff[]; total: number }> {
    const where = query.status ? 'WHERE d.status = $3' : '';
    const rows = await this.sql.rows<DisputeForStaff & { total: string }>(
      `${FOR_STAFF.replace('SELECT d.id,', 'SELECT count(*) OVER () AS total, d.id,')} ${where}
       ORDER BY ${DISPUTE_SORT_COLUMNS[query.sort.field] ?? 'd.created_at'} ${query.sort.order === 'DESC' ? 'DESC' : 'ASC'} NULLS LAST, d.id LIMIT $1 OFFSET $2`,
      query.status ? [query.limit, query.offset, query.status] : [query.limit, query.offset],
    );
    const total = rows.length
      ? Number(rows[0].total)
      : Number((await this.sql.one<{ n: string }>(`SELECT count(*) AS n FROM order_disputes d ${where.replace('$3', '$1')}`, query.status ? [query.status] : []))?.n ?? 0);
    return { items: rows.map(({ total: _total, ...dispute }) => dispute), total };
  }

  oneForStaff(id: string): Promise<DisputeForStaff | null> {
    return this.sql.one<DisputeForStaff>(`${FOR_STAFF} WHERE d.id = $1`, [id]);
  }

  evidenceFor(id: string): Promise<DisputeEvidenceFacts | null> {
    return this.sql.one<DisputeEvidenceFacts>(
      `SELECT o.status AS "orderStatus", o.quantity, o.tickets_cents AS "ticketsCents", o.buyer_fee_cents AS "buyerFeeCents", o.total_cents AS "totalCents",
         o.paid_at AS "deliveredAt", t.venue, to_char(t.event_time, 'HH24:MI') AS "eventTime", (SELECT string_agg(f.sha256, ', ' ORDER BY f.position) FROM ticket_files f WHERE f.ticket_id = o.ticket_id) AS "ticketFileSha256",
         ARRAY(SELECT f.downloaded_at FROM ticket_file_downloads f WHERE f.ticket_id = o.ticket_id AND f.user_id = o.buyer_id ORDER BY f.downloaded_at) AS downloads,
         bc.email AS "buyerEmail", sc.email AS "sellerEmail"
       FROM order_disputes d JOIN orders o ON o.id = d.order_id JOIN tickets t ON t.id = o.ticket_id
       LEFT JOIN identity_member_contacts bc ON bc.id = o.buyer_id LEFT JOIN identity_member_contacts sc ON sc.id = o.seller_id
       WHERE d.id = $1`,
      [id],
    );
  }
}
