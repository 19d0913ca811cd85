import { Injectable } from '@nestjs/common';
import { AccountRecords } from '../../identity/application/account-records.js';
import { MemberRecords } from '../../marketplace/application/member-records.js';
import { SubscriberRecords } from '../../newsletter/application/subscriber-records.js';
import { PayoutsApi } from '../../payouts/application/payouts.api.js';
import { ActivityLog } from '../../shared/application/ports/activity-log.port.js';
import { JobQueue } from '../../shared/application/ports/job-queue.port.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { refusalToLeave } from '../domain/leaving.js';
import { PrivacyErrors } from '../domain/privacy.errors.js';

/**
 * The owner deletes their account (ADR 0019): refused while they hold administrator rights, or, with the reason
 * (`refusalToLeave`), while an order of theirs is in progress, a claim or card dispute on one is undecided, or money is
 * still open between them and the platform (their sales' money held, due or on its way to them; money they owe back),
 * as payouts says. Otherwise, in one transaction: available listings are withdrawn (and archived when no order names
 * them), the account is emptied and signed out everywhere, the newsletter forgets the address, and a goodbye goes to
 * it. Orders stay, naming an emptied account that shows as a deleted user; so do the payout account and DAC7 tax
 * details, which the books and the tax reports need.
 */
@Injectable()
export class DeleteAccount {
  constructor(
    private readonly identity: AccountRecords,
    private readonly marketplace: MemberRecords,
    private readonly newsletter: SubscriberRecords,
    private readonly payouts: PayoutsApi,
    private readonly activity: ActivityLog,
    private readonly jobs: JobQueue,
    private readonly transactions: TransactionRunner,
  ) {}

  async execute(command: { userId: string; currentPassword: string }): Promise<void> {
    await this.identity.assertPassword(command.userId, command.currentPassword);
    if (await this.identity.isAdministrator(command.userId)) throw PrivacyErrors.administratorCannotLeave();
    const avatarKey = await this.transactions.run(async () => {
      // Withdrawn first: a purchase of one of the listings either committed before (and is counted next) or
      // finds it no longer available. A refusal rolls the withdrawal back.
      const withdrawn = await this.marketplace.retireListingsOfLeavingSeller(command.userId);
      const refusal = refusalToLeave({
        ordersInProgress: await this.marketplace.ordersInProgress(command.userId),
        casesOpen: await this.marketplace.casesOpen(command.userId),
        money: await this.payouts.moneyStillOpen(command.userId),
      });
      if (refusal) throw refusal;
      const { contact, avatarKey } = await this.identity.erase(command.userId);
      await this.newsletter.forget(contact.email);
      await this.jobs.enqueue('mail.send', { to: contact.email, template: 'account_deleted', language: contact.language, params: { firstName: contact.firstName } });
      await this.activity.record('system.updated', { change: 'account deleted by its owner', userId: command.userId, listingsWithdrawn: withdrawn });
      return avatarKey;
    });
    if (avatarKey) await this.identity.removeAvatar(avatarKey);
  }
}
