import { Injectable } from '@nestjs/common';
import { Clock } from '../../shared/domain/clock.js';
import { DomainError } from '../../shared/domain/domain-error.js';
import { rigaDay } from '../../shared/domain/riga-time.js';
import { PayoutsErrors } from '../domain/payouts.errors.js';
import { rigaDayBounds } from '../domain/reconciliation.js';
import { LedgerQueries, type LedgerBalances } from './ports/ledger-queries.js';
import { ProviderStatements } from './ports/provider-statements.js';

export interface LedgerBalancesAsOf extends LedgerBalances {
  /** The instant the balances are taken at: now, or the end of the day asked for. */
  asOf: string;
  /** What the provider reports the platform holds now; null for a past day or while the provider is away. */
  providerReportedCents: number | null;
}

const SELLERS_LISTED = 200;

/** The books for staff: every account's balance now or at the end of a Riga day, with the provider's own figure. */
@Injectable()
export class ViewLedger {
  constructor(
    private readonly books: LedgerQueries,
    private readonly statements: ProviderStatements,
    private readonly clock: Clock,
  ) {}

  async balances(day?: string): Promise<LedgerBalancesAsOf> {
    const now = this.clock.now();
    if (day !== undefined) {
      const bounds = rigaDayBounds(day);
      if (!bounds || day > rigaDay(now)) throw PayoutsErrors.reconciliationDayInvalid(rigaDay(now));
      const before = bounds.end < now ? bounds.end : now;
      return { ...(await this.books.balances(before, SELLERS_LISTED)), asOf: before.toISOString(), providerReportedCents: null };
    }
    const [balances, reported] = await Promise.all([this.books.balances(null, SELLERS_LISTED), this.reported()]);
    return { ...balances, asOf: now.toISOString(), providerReportedCents: reported };
  }

  private async reported(): Promise<number | null> {
    try {
      return await this.statements.balanceCents();
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'unavailable') return null;
      throw error;
    }
  }
}
