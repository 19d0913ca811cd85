import { Injectable } from '@nestjs/common';
import { SqlDatabase } from '../../../shared/adapters/persistence/sql-database.js';
import { PayoutReminders, type SellerWaiting } from '../../application/ports/payout-reminders.js';

/** Money waiting per seller: unreleased paid sales (their part), their payable balance, less payouts being sent. */
const WAITING = `
  SELECT s.seller_id, sum(s.tickets_cents - s.seller_fee_cents) AS cents FROM marketplace_paid_sales s
  WHERE NOT EXISTS (SELECT 1 FROM ledger_transactions l WHERE l.order_id = s.order_id AND l.kind = 'release') GROUP BY s.seller_id
  UNION ALL
  SELECT e.seller_id, -sum(e.amount_cents) FROM ledger_entries e WHERE e.account = 'seller_payable' GROUP BY e.seller_id
  UNION ALL
  SELECT p.seller_id, -sum(p.amount_cents) FROM seller_payouts p WHERE p.status = 'pending' GROUP BY p.seller_id`;

@Injectable()
export class SqlPayoutReminders extends PayoutReminders {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  async due(remindedBefore: Date, limit: number, afterSellerId: string | null): Promise<SellerWaiting[]> {
    const rows = await this.sql.rows<Omit<SellerWaiting, 'waitingCents'> & { cents: string }>(
      `SELECT w.seller_id AS "sellerId", sum(w.cents) AS cents, COALESCE(a.status, 'not_started') AS status, a.provider_account_id AS "providerAccountId"
       FROM (${WAITING}) w
       LEFT JOIN payout_accounts a ON a.seller_id = w.seller_id
       LEFT JOIN payout_account_reminders r ON r.seller_id = w.seller_id
       WHERE (a.status IS NULL OR a.status <> 'active') AND (r.last_sent_at IS NULL OR r.last_sent_at <= $1)
         AND ($3::uuid IS NULL OR w.seller_id > $3)
       GROUP BY w.seller_id, a.status, a.provider_account_id HAVING sum(w.cents) > 0
       ORDER BY w.seller_id LIMIT $2`,
      [remindedBefore, limit, afterSellerId],
    );
    return rows.map(({ cents, ...seller }) => ({ ...seller, waitingCents: Number(cents) }));
  }

  async claim(sellerId: string, remindedBefore: Date, at: Date): Promise<boolean> {
    const rows = await this.sql.rows(
      `INSERT INTO payout_account_reminders (seller_id, last_sent_at) VALUES ($1, $3)
       ON CONFLICT (seller_id) DO UPDATE SET last_sent_at = EXCLUDED.last_sent_at, sent_count = payout_account_reminders.sent_count + 1
       WHERE payout_account_reminders.last_sent_at <= $2
       RETURNING seller_id`,
      [sellerId, remindedBefore, at],
    );
    return rows.length > 0;
  }
}
