import { Injectable } from '@nestjs/common';
import { SqlDatabase } from '../../../shared/adapters/persistence/sql-database.js';
import { PayoutAccounts, type PayoutAccount, type PayoutRecord, type ReversalRecord } from '../../application/ports/payout-accounts.js';
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

  sellersToPay(limit: number, afterSellerId?: string): Promise<{ sellerId: string; providerAccountId: string; status: PayoutAccountStatus; owedCents: number }[]> {
    return this.sql.rows(
      `SELECT a.seller_id AS "sellerId", a.provider_account_id AS "providerAccountId", a.status, owed.cents::int AS "owedCents"
       FROM payout_accounts a
       CROSS JOIN LATERAL (SELECT ${OWED.replaceAll('$1', 'a.seller_id')} AS cents) owed
       WHERE owed.cents > 0 AND ($2::uuid IS NULL OR a.seller_id > $2::uuid)
       ORDER BY a.seller_id LIMIT $1`,
      [limit, afterSellerId ?? null],
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

  async owedBackLocked(sellerId: string): Promise<number> {
    await this.sql.rows(`SELECT 1 FROM payout_accounts WHERE seller_id = $1 FOR UPDATE`, [sellerId]);
    const row = await this.sql.one<{ cents: string }>(
      `SELECT (-${OWED} - COALESCE((SELECT sum(amount_cents) FROM seller_reversals WHERE seller_id = $1 AND status = 'pending'), 0))::bigint AS cents`,
      [sellerId],
    );
    return Math.max(0, Number(row?.cents ?? 0));
  }

  reversibleTransfers(sellerId: string): Promise<{ payoutId: string; transferId: string; reversibleCents: number }[]> {
    return this.sql.rows(
      `SELECT p.id AS "payoutId", p.transfer_id AS "transferId",
         (p.amount_cents - COALESCE((SELECT sum(r.amount_cents) FROM seller_reversals r WHERE r.payout_id = p.id AND r.status <> 'failed'), 0))::int AS "reversibleCents"
       FROM seller_payouts p WHERE p.seller_id = $1 AND p.status = 'paid' ORDER BY p.settled_at DESC, p.id`,
      [sellerId],
    );
  }

  async addReversal(reversal: ReversalRecord, at: Date): Promise<void> {
    await this.sql.rows(`INSERT INTO seller_reversals (id, seller_id, payout_id, amount_cents, status, created_at) VALUES ($1, $2, $3, $4, 'pending', $5)`, [
      reversal.id,
      reversal.sellerId,
      reversal.payoutId,
      reversal.amountCents,
      at,
    ]);
  }

  pendingReversals(sellerId: string): Promise<ReversalRecord[]> {
    return this.sql.rows(
      `SELECT r.id, r.seller_id AS "sellerId", r.payout_id AS "payoutId", p.transfer_id AS "transferId", r.amount_cents::int AS "amountCents"
       FROM seller_reversals r JOIN seller_payouts p ON p.id = r.payout_id WHERE r.seller_id = $1 AND r.status = 'pending' ORDER BY r.created_at`,
      [sellerId],
    );
  }

  async settleReversal(reversalId: string, outcome: { status: 'reversed'; providerReversalId: string } | { status: 'failed'; failure: string }, at: Date): Promise<boolean> {
    const rows = await this.sql.rows(
      `UPDATE seller_reversals SET status = $2, provider_reversal_id = $3, failure = $4, settled_at = $5 WHERE id = $1 AND status = 'pending' RETURNING id`,
      [reversalId, outcome.status, outcome.status === 'reversed' ? outcome.providerReversalId : null, outcome.status === 'failed' ? outcome.failure : null, at],
    );
    return rows.length > 0;
  }

  async reversedFrom(sellerId: string): Promise<number> {
    const row = await this.sql.one<{ cents: string }>(`SELECT COALESCE(sum(amount_cents), 0) AS cents FROM seller_reversals WHERE seller_id = $1 AND status = 'reversed'`, [sellerId]);
    return Number(row?.cents ?? 0);
  }

  async claimWindowHours(): Promise<number> {
    return (await this.sql.one<{ hours: number }>(`SELECT claim_window_hours AS hours FROM payout_settings`))?.hours ?? 48;
  }

  async changeClaimWindowHours(hours: number): Promise<void> {
    await this.sql.rows(`UPDATE payout_settings SET claim_window_hours = $1`, [hours]);
  }
}
