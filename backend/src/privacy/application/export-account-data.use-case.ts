import { Injectable } from '@nestjs/common';
import { AccountRecords } from '../../identity/application/account-records.js';
import { MemberRecords } from '../../marketplace/application/member-records.js';
import { SubscriberRecords } from '../../newsletter/application/subscriber-records.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { Clock } from '../../shared/domain/clock.js';
import type { AccountExport } from './account-export.js';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

/** Collects what every context keeps about the person, read in one transaction so the parts agree. */
@Injectable()
export class ExportAccountData {
  constructor(
    private readonly identity: AccountRecords,
    private readonly marketplace: MemberRecords,
    private readonly newsletter: SubscriberRecords,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  execute(userId: string): Promise<AccountExport> {
    return this.transactions.run(async () => {
      const { profile, signIns } = await this.identity.personalData(userId);
      const { listings, orders } = await this.marketplace.recordsOf(userId);
      const subscription = await this.newsletter.subscriptionOf(profile.email);
      return {
        exportedAt: iso(this.clock.now()),
        profile: {
          id: profile.id,
          email: profile.email,
          firstName: profile.firstName,
          lastName: profile.lastName,
          phone: profile.phone,
          status: profile.status,
          preferredLanguage: profile.preferredLanguage,
          emailConfirmed: profile.emailConfirmed,
          hasAvatar: profile.avatarUrl !== null,
          createdAt: profile.createdAt,
          lastSignInAt: profile.lastSignInAt,
        },
        signIns: signIns.map((signIn) => ({ signedInAt: iso(signIn.signedInAt), lastActiveAt: iso(signIn.lastActiveAt), endedAt: isoOrNull(signIn.endedAt), expiresAt: iso(signIn.expiresAt) })),
        listings: listings.map((listing) => ({ ...listing, createdAt: iso(listing.createdAt), updatedAt: iso(listing.updatedAt), deletedAt: isoOrNull(listing.deletedAt) })),
        orders: orders.map((order) => ({ ...order, createdAt: iso(order.createdAt), paidAt: isoOrNull(order.paidAt), closedAt: isoOrNull(order.closedAt) })),
        subscriptions: subscription
          ? [{ kind: 'newsletter', email: subscription.email, language: subscription.language, status: subscription.status, subscribedAt: iso(subscription.createdAt) }]
          : [],
        consents: subscription ? [{ purpose: 'newsletter', status: subscription.status, givenAt: iso(subscription.createdAt) }] : [],
      };
    });
  }
}
