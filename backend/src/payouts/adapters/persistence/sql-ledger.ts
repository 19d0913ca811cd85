import { Injectable } from '@nestjs/common';
import { SqlDatabase } from '../../../shared/adapters/persistence/sql-database.js';
import { Ledger } from '../../application/ports/ledger.js';
import { LEDGER_ACCOUNTS, type LedgerAccount, type LedgerTransaction } from '../../domain/ledger.js';

@Injectable()
export class SqlLedger extends Ledger {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  /** One statement: the transaction and its entries, or nothing when its reference is already in the books. */
  async post(transaction: LedgerTransaction): Promise<boolean> {
    const rows = await this.sql.rows<{ id: string }>(
      `WITH recorded AS (
         INSERT INTO ledger_transactions (kind, reference, order_id, occurred_at, provider_reference) VALUES ($1, $2, $3, $4, $8)
         ON CONFLICT (reference) DO NOTHING RETURNING id)
       INSERT INTO ledger_entries (transaction_id, account, seller_id, amount_cents)
       SELECT recorded.id, line.account, line.seller_id, line.amount_cents FROM recorded
       CROSS JOIN unnest($5::text[], $6::uuid[], $7::bigint[]) AS line (account, seller_id, amount_cents)
       RETURNING transaction_id AS id`,
      [
        transaction.kind,
        transaction.reference,
        transaction.orderId,
        transaction.occurredAt,
        transaction.entries.map((entry) => entry.account),
        transaction.entries.map((entry) => entry.sellerId),
        transaction.entries.map((entry) => entry.amountCents),
        transaction.providerReference ?? null,
      ],
    );
    return rows.length > 0;
  }

  async orderShares(orderId: string): Promise<{ heldCents: number; releasedCents: number }> {
    await this.lockOrders([orderId]);
    const row = await this.sql.one<{ held: string; released: string }>(
      `SELECT COALESCE(-sum(e.amount_cents) FILTER (WHERE e.account = 'buyer_payments_held'), 0) AS held,
         COALESCE(-sum(e.amount_cents) FILTER (WHERE e.account = 'seller_payable'), 0) AS released
       FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id WHERE t.order_id = $1`,
      [orderId],
    );
    return { heldCents: Number(row?.held ?? 0), releasedCents: Number(row?.released ?? 0) };
  }

  async lockForRelease(orderIds: string[]): Promise<Set<string>> {
    if (orderIds.length === 0) return new Set();
    await this.lockOrders(orderIds);
    const rows = await this.sql.rows<{ id: string }>(
      `SELECT o.id FROM unnest($1::uuid[]) AS o (id)
       WHERE NOT EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.order_id = o.id AND t.kind = 'dispute' AND t.reference LIKE 'dispute:%:lost')`,
      [orderIds],
    );
    return new Set(rows.map((row) => row.id));
  }

  /** Transaction-scoped advisory locks, one per order, always taken in the same order (no deadlock between runs). */
  private async lockOrders(orderIds: string[]): Promise<void> {
    await this.sql.rows(
      `SELECT count(pg_advisory_xact_lock(hashtextextended('ledger-order:' || o.id::text, 0)))
       FROM (SELECT id FROM unnest($1::uuid[]) AS u (id) ORDER BY id) o`,
      [[...new Set(orderIds)]],
    );
  }

  async totals(): Promise<Record<LedgerAccount, number>> {
    const rows = await this.sql.rows<{ account: LedgerAccount; cents: string }>(`SELECT account, sum(amount_cents) AS cents FROM ledger_entries GROUP BY account`);
    const totals = Object.fromEntries(LEDGER_ACCOUNTS.map((account) => [account, 0])) as Record<LedgerAccount, number>;
    for (const row of rows) totals[row.account] = Number(row.cents);
    return totals;
  }
}
