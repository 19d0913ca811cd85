import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/config.js';
import { IdentityApi } from '../../identity/application/identity.api.js';
import type { AuthenticatedUser } from '../../shared/application/authenticated-user.js';
import { Clock } from '../../shared/domain/clock.js';
import { payoutAccountStatus, type PayoutAccountStatus } from '../domain/payout-account.js';
import { PayoutAccounts } from './ports/payout-accounts.js';
import { PayoutProvider } from './ports/payout-provider.js';

export const PAYOUT_COUNTRIES = ['LV', 'LT', 'EE'] as const;
export type PayoutCountry = (typeof PAYOUT_COUNTRIES)[number];

const LANGUAGE_SEGMENTS = { lv: 'lv', en: 'en', et: 'ee', lt: 'lt' } as const;

/**
 * A seller connects the account the provider pays them into: the account is opened once (the provider's request
 * carries the seller's id as its idempotency key), and each call answers a fresh onboarding link, which brings the
 * seller back to their Payments tab.
 */
@Injectable()
export class ConnectPayoutAccount {
  constructor(
    private readonly accounts: PayoutAccounts,
    private readonly provider: PayoutProvider,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly identity: IdentityApi,
  ) {}

  async execute(seller: AuthenticatedUser, country: PayoutCountry): Promise<{ onboardingUrl: string; status: PayoutAccountStatus }> {
    this.identity.assertSignedInUserCanTransact(seller);
    let account = await this.accounts.ofSeller(seller.id);
    if (!account) {
      const { accountId } = await this.provider.openAccount({ sellerId: seller.id, email: seller.email, country });
      account = await this.accounts.add({ sellerId: seller.id, providerAccountId: accountId, status: 'pending', updatedAt: this.clock.now() });
    }
    const payments = `${this.config.publicUrl}/${LANGUAGE_SEGMENTS[seller.language]}/profile/${seller.id}/payments`;
    const onboardingUrl = await this.provider.onboardingLink(account.providerAccountId, { returnUrl: `${payments}?payout-account=done`, refreshUrl: `${payments}?payout-account=again` });
    return { onboardingUrl, status: account.status };
  }
}

/** The seller's payout account as the provider sees it now (asked while it is not active yet; active stays active until told otherwise). */
@Injectable()
export class ViewPayoutAccount {
  constructor(
    private readonly accounts: PayoutAccounts,
    private readonly provider: PayoutProvider,
    private readonly clock: Clock,
  ) {}

  async status(sellerId: string): Promise<PayoutAccountStatus> {
    const account = await this.accounts.ofSeller(sellerId);
    if (!account) return 'not_started';
    if (account.status === 'active') return account.status;
    const status = payoutAccountStatus(await this.provider.accountFacts(account.providerAccountId));
    if (status !== account.status) await this.accounts.updateStatus(sellerId, status, this.clock.now());
    return status;
  }
}
