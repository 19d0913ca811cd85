import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { DependencyUnavailableJobError, JobHandler, type JobPayload } from '../../shared/application/jobs.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { Clock } from '../../shared/domain/clock.js';
import { DomainError } from '../../shared/domain/domain-error.js';
import { reversalPosting } from '../domain/ledger.js';
import { Ledger } from './ports/ledger.js';
import { PayoutAccounts, type ReversalRecord } from './ports/payout-accounts.js';
import { PayoutProvider, TransferRefused } from './ports/payout-provider.js';

/**
 * A seller owes back money already paid out to them (a card dispute lost after their payout): what they owe is taken
 * from their latest transfers with transfer reversals, as the payout run pays, in three steps each safe to repeat:
 * reversals recorded before but not confirmed are sent again under the same key; what is still owed (their payable
 * account in debit, less pending reversals, counted with their account row locked) is recorded as reversals of
 * their transfers, newest first; each is sent under `reversal-<id>` and confirmed with its `reversal` transaction.
 * Money the seller is owed meanwhile (a sale released) settles the debt first, with no reversal.
 */
@Injectable()
export class RecoverFromSellerHandler extends JobHandler<'payouts.recover-from-seller'> {
  readonly jobName = 'payouts.recover-from-seller' as const;
  private readonly logger = new Logger('payouts');

  constructor(
    private readonly accounts: PayoutAccounts,
    private readonly ledger: Ledger,
    private readonly provider: PayoutProvider,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
  ) {
    super();
  }

  async handle({ sellerId }: JobPayload<'payouts.recover-from-seller'>): Promise<void> {
    for (const reversal of await this.accounts.pendingReversals(sellerId)) await this.send(reversal);
    const recorded = await this.transactions.run(async () => {
      let owed = await this.accounts.owedBackLocked(sellerId);
      const reversals: ReversalRecord[] = [];
      for (const transfer of await this.accounts.reversibleTransfers(sellerId)) {
        if (owed <= 0) break;
        const amountCents = Math.min(owed, transfer.reversibleCents);
        if (amountCents <= 0) continue;
        const reversal = { id: randomUUID(), sellerId, payoutId: transfer.payoutId, transferId: transfer.transferId, amountCents };
        await this.accounts.addReversal(reversal, this.clock.now());
        reversals.push(reversal);
        owed -= amountCents;
      }
      if (owed > 0) this.logger.warn({ msg: 'seller owes more than their transfers can give back; later sales settle it', sellerId, owedCents: owed });
      return reversals;
    });
    for (const reversal of recorded) await this.send(reversal);
  }

  private async send(reversal: ReversalRecord): Promise<void> {
    try {
      const { providerReversalId } = await this.provider.reverseTransfer({ reversalId: reversal.id, transferId: reversal.transferId, amountCents: reversal.amountCents });
      const now = this.clock.now();
      await this.transactions.run(async () => {
        if (await this.accounts.settleReversal(reversal.id, { status: 'reversed', providerReversalId }, now)) {
          await this.ledger.post(reversalPosting({ reversalId: reversal.id, sellerId: reversal.sellerId, amountCents: reversal.amountCents, providerReversalId }, now));
        }
      });
      this.logger.log({ msg: 'transfer reversed', reversalId: reversal.id, sellerId: reversal.sellerId, amountCents: reversal.amountCents });
    } catch (error) {
      if (error instanceof TransferRefused) {
        // Nothing came back: the amount is owed again, and the next run (or later sales) recovers it.
        await this.accounts.settleReversal(reversal.id, { status: 'failed', failure: error.message }, this.clock.now());
        this.logger.warn({ msg: 'transfer reversal refused', reversalId: reversal.id, reason: error.message });
        return;
      }
      if (error instanceof DomainError && error.kind === 'unavailable') throw new DependencyUnavailableJobError(error.code);
      throw error;
    }
  }
}
