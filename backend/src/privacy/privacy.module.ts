import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module.js';
import { MarketplaceModule } from '../marketplace/marketplace.module.js';
import { NewsletterModule } from '../newsletter/newsletter.module.js';
import { PayoutsModule } from '../payouts/payouts.module.js';
import { PublicFormRateLimit } from '../shared/adapters/http/ip-rate-limit.js';
import { Messages } from '../shared/adapters/http/messages.js';
import { PrivacyController } from './adapters/http/privacy.controller.js';
import { DeleteAccount } from './application/delete-account.use-case.js';
import { ExportAccountData } from './application/export-account-data.use-case.js';

/** A person's own data across the contexts: its export and the account's deletion (ADR 0019). Owns no table; asks payouts through `PayoutsApi`. */
@Module({
  imports: [IdentityModule, MarketplaceModule, NewsletterModule, PayoutsModule],
  controllers: [PrivacyController],
  providers: [ExportAccountData, DeleteAccount, PublicFormRateLimit, Messages],
})
export class PrivacyModule {}
