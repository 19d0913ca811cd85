import { Injectable } from '@nestjs/common';
import { SqlDatabase } from '../../../shared/adapters/persistence/sql-database.js';
import { PayoutAccounts, type PayoutAccount, type PayoutRecord } from '../../application/ports/payout-accounts.js';
import type { PayoutAccountStatus } from '../../domain/payout-account.js';

const ACCOUNT = `seller_id AS "sellerId", provider_account_id AS "providerAccountId", status, updated_at AS "updatedAt"`;
/** What a seller is owed: the credit balance of their account in the books, less what pending payouts are sending. */
const OWED = `(COALESCE((SELECT -sum(amount_cents) FROM ledger_entries WHERE account = 'seller_payable' AND seller_id = $1), 0)
  - COALESCE((SELECT sum(amount_cents) FROM seller_payouts WHERE seller_id = $1 AND status = 'pending'), 0))::bigint`;

@Injectable()
export class SqlPayoutAccounts extends PayoutAccounts {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  ofSeller(sellerId: string): Promise<PayoutAccount | null> {
    return this.sql.one<PayoutAccount>(`SELECT ${ACCOUNT} FROM payout_accounts WHERE seller_id = $1`, [sellerId]);
  }

  async add(account: PayoutAccount): Promise<PayoutAccount> {
    await this.sql.rows(
      `INSERT INTO payout_accounts (seller_id, provider_account_id, status, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
       ON CONFLICT (seller_id) DO NOTHING`,
      [account.sellerId, account.providerAccountId, account.status, account.updatedAt],
    );
    return (await this.ofSeller(account.sellerId))!;
  }

  async updateStatus(sellerId: string, status: PayoutAccountStatus, at: Date): Promise<void> {
    await this.sql.rows(`UPDATE payout_accounts SET status = $2, updated_at = $3 WHERE seller_id = $1`, [sellerId, status, at]);
  }

  sellersToPay(limit: number): Promise<{ sellerId: string; providerAccountId: string; status: PayoutAccountStatus; owedCents: number }[]> {
    return this.sql.rows(
      `SELECT a.seller_id AS "sellerId", a.provider_account_id AS "providerAccountId", a.status, owed.cents::int AS "owedCents"
       FROM payout_accounts a
       CROSS JOIN LATERAL (SELECT ${OWED.replaceAll('$1', 'a.seller_id')} AS cents) owed
       WHERE owed.cents > 0
       ORDER BY a.seller_id LIMIT $1`,
      [limit],
    );
  }

  async owed(sellerId: string): Promise<number> {
    return Number((await this.sql.one<{ cents: string }>(`SELECT ${OWED} AS cents`, [sellerId]))?.cents ?? 0);
  }

  async owedLocked(sellerId: string): Promise<number> {
    await this.sql.rows(`SELECT 1 FROM payout_accounts WHERE seller_id = $1 FOR UPDATE`, [sellerId]);
    return this.owed(sellerId);
  }

  async addPayout(payout: PayoutRecord, at: Date): Promise<void> {
    await this.sql.rows(`INSERT INTO seller_payouts (id, seller_id, amount_cents, status, created_at) VALUES ($1, $2, $3, 'pending', $4)`, [payout.id, payout.sellerId, payout.amountCents, at]);
  }

  pendingPayouts(limit: number): Promise<(PayoutRecord & { providerAccountId: string })[]> {
    return this.sql.rows(
      `SELECT p.id, p.seller_id AS "sellerId", p.amount_cents::int AS "amountCents", p.status, p.transfer_id AS "transferId", a.provider_account_id AS "providerAccountId"
       FROM seller_payouts p JOIN payout_accounts a ON a.seller_id = p.seller_id
       WHERE p.status = 'pending' ORDER BY p.created_at LIMIT $1`,
      [limit],
    );
  }

  async settlePayout(payoutId: string, outcome: { status: 'paid'; transferId: string } | { status: 'failed'; failure: string }, at: Date): Promise<boolean> {
    const rows = await this.sql.rows(
      `UPDATE seller_payouts SET status = $2, transfer_id = $3, failure = $4, settled_at = $5 WHERE id = $1 AND status = 'pending' RETURNING id`,
      [payoutId, outcome.status, outcome.status === 'paid' ? outcome.transferId : null, outcome.status === 'failed' ? outcome.failure : null, at],
    );
    return rows.length > 0;
  }

  async paidOutTo(sellerId: string): Promise<{ paidOutCents: number; pendingCents: number; lastPaidAt: Date | null }> {
    const row = await this.sql.one<{ paid: string; pending: string; last: Date | null }>(
      `SELECT COALESCE(sum(amount_cents) FILTER (WHERE status = 'paid'), 0) AS paid, COALESCE(sum(amount_cents) FILTER (WHERE status = 'pending'), 0) AS pending,
         max(settled_at) FILTER (WHERE status = 'paid') AS last
       FROM seller_payouts WHERE seller_id = $1`,
      [sellerId],
    );
    return { paidOutCents: Number(row?.paid ?? 0), pendingCents: Number(row?.pending ?? 0), lastPaidAt: row?.last ?? null };
  }

  async claimWindowHours(): Promise<number> {
    return (await this.sql.one<{ hours: number }>(`SELECT claim_window_hours AS hours FROM payout_settings`))?.hours ?? 48;
  }

  async changeClaimWindowHours(hours: number): Promise<void> {
    await this.sql.rows(`UPDATE payout_settings SET claim_window_hours = $1`, [hours]);
  }
}
