import { Injectable } from '@nestjs/common';
import { SqlDatabase } from '../../../shared/adapters/persistence/sql-database.js';
import { LedgerQueries, type LedgerBalances, type LedgerTransactionForStaff, type LedgerTransactionQuery } from '../../application/ports/ledger-queries.js';
import { balanceOf, type LedgerAccount } from '../../domain/ledger.js';
import type { LedgerMovement } from '../../domain/reconciliation.js';

const BEFORE = `($1::timestamptz IS NULL OR t.occurred_at < $1)`;

@Injectable()
export class SqlLedgerQueries extends LedgerQueries {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  async balances(before: Date | null, sellerLimit: number): Promise<LedgerBalances> {
    const [accounts, refunds, sellers] = await Promise.all([
      this.sql.rows<{ account: LedgerAccount; cents: string }>(
        `SELECT e.account, sum(e.amount_cents) AS cents FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id WHERE ${BEFORE} GROUP BY e.account`,
        [before],
      ),
      this.sql.one<{ cents: string | null }>(
        `SELECT -sum(e.amount_cents) AS cents FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
         WHERE ${BEFORE} AND t.kind = 'refund' AND e.account = 'provider_balance'`,
        [before],
      ),
      this.sql.rows<{ sellerId: string; name: string | null; email: string | null; cents: string; count: string }>(
        `SELECT p.seller_id AS "sellerId", n.display_name AS name, c.email, p.cents, count(*) OVER () AS count
         FROM (SELECT e.seller_id, -sum(e.amount_cents) AS cents FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
               WHERE ${BEFORE} AND e.account = 'seller_payable' GROUP BY e.seller_id) p
         LEFT JOIN identity_member_names n ON n.id = p.seller_id LEFT JOIN identity_member_contacts c ON c.id = p.seller_id
         WHERE p.cents <> 0 ORDER BY p.cents DESC, p.seller_id LIMIT $2`,
        [before, sellerLimit],
      ),
    ]);
    const debits = (account: LedgerAccount) => Number(accounts.find((row) => row.account === account)?.cents ?? 0);
    return {
      providerBalanceCents: balanceOf('provider_balance', debits('provider_balance')),
      buyerPaymentsHeldCents: balanceOf('buyer_payments_held', debits('buyer_payments_held')),
      sellerPayableCents: balanceOf('seller_payable', debits('seller_payable')),
      platformFeesCents: balanceOf('platform_fees', debits('platform_fees')),
      disputedFundsCents: balanceOf('disputed_funds', debits('disputed_funds')),
      providerFeesCents: balanceOf('provider_fees', debits('provider_fees')),
      refundsCents: Number(refunds?.cents ?? 0),
      sellers: sellers.map((row) => ({ sellerId: row.sellerId, name: row.name ?? '', email: row.email, payableCents: Number(row.cents) })),
      sellerCount: sellers.length ? Number(sellers[0].count) : 0,
    };
  }

  async transactions(query: LedgerTransactionQuery): Promise<{ items: LedgerTransactionForStaff[]; total: number }> {
    const rows = await this.sql.rows<Omit<LedgerTransactionForStaff, 'providerBalanceCents'> & { total: string }>(
      `SELECT t.id::text AS id, t.kind, t.reference, t.order_id AS "orderId", t.provider_reference AS "providerReference", t.occurred_at AS "occurredAt",
         (SELECT json_agg(json_build_object('account', e.account, 'sellerId', e.seller_id, 'amountCents', e.amount_cents) ORDER BY e.id)
          FROM ledger_entries e WHERE e.transaction_id = t.id) AS entries,
         count(*) OVER () AS total
       FROM ledger_transactions t
       WHERE ($3::text IS NULL OR t.kind = $3) AND ($4::uuid IS NULL OR t.order_id = $4)
         AND ($5::timestamptz IS NULL OR t.occurred_at >= $5) AND ($6::timestamptz IS NULL OR t.occurred_at < $6)
       ORDER BY t.occurred_at ${query.order === 'ASC' ? 'ASC' : 'DESC'}, t.id ${query.order === 'ASC' ? 'ASC' : 'DESC'} LIMIT $1 OFFSET $2`,
      [query.limit, query.offset, query.kind ?? null, query.orderId ?? null, query.from ?? null, query.before ?? null],
    );
    return {
      items: rows.map(({ total: _total, ...transaction }) => ({
        ...transaction,
        providerBalanceCents: transaction.entries.filter((entry) => entry.account === 'provider_balance').reduce((sum, entry) => sum + Number(entry.amountCents), 0),
        entries: transaction.entries.map((entry) => ({ ...entry, amountCents: Number(entry.amountCents) })),
      })),
      total: rows.length ? Number(rows[0].total) : 0,
    };
  }

  async providerMovements(window: { from: Date; to: Date }, providerReferences: string[]): Promise<LedgerMovement[]> {
    const rows = await this.sql.rows<Omit<LedgerMovement, 'amountCents'> & { cents: string }>(
      `SELECT t.reference, t.kind, t.provider_reference AS "providerReference", t.occurred_at AS "occurredAt", sum(e.amount_cents) AS cents
       FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id AND e.account = 'provider_balance'
       WHERE (t.occurred_at >= $1 AND t.occurred_at < $2) OR t.provider_reference = ANY($3::text[])
       GROUP BY t.id ORDER BY t.occurred_at, t.id`,
      [window.from, window.to, providerReferences],
    );
    return rows.map(({ cents, ...movement }) => ({ ...movement, amountCents: Number(cents) }));
  }
}
