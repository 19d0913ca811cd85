import { Module } from '@nestjs/common';
import { PublicFormRateLimit } from '../shared/adapters/http/ip-rate-limit.js';
import { Messages } from '../shared/adapters/http/messages.js';
import { NewsletterMessagesAdminController } from './adapters/http/admin/newsletter-messages.admin.controller.js';
import { SubscribersAdminController } from './adapters/http/admin/subscribers.admin.controller.js';
import { NewsletterController } from './adapters/http/newsletter.controller.js';
import { PgSubscriberCsvSource } from './adapters/persistence/pg-subscriber-csv.source.js';
import { SqlNewsletterMessageRepository } from './adapters/persistence/sql-newsletter-message.repository.js';
import { SqlSubscriberRepository } from './adapters/persistence/sql-subscriber.repository.js';
import { ConfirmSubscription } from './application/confirm-subscription.use-case.js';
import { ManageSubscribers } from './application/manage-subscribers.use-case.js';
import { NewsletterEmails } from './application/newsletter-emails.js';
import { NewsletterMessageRepository } from './application/ports/newsletter-message.repository.js';
import { SubscriberRepository } from './application/ports/subscriber.repository.js';
import { SendNewsletterBatchHandler } from './application/send-newsletter-batch.handler.js';
import { SendNewsletter } from './application/send-newsletter.use-case.js';
import { Subscribe } from './application/subscribe.use-case.js';
import { SubscriberRecords } from './application/subscriber-records.js';
import { Unsubscribe } from './application/unsubscribe.use-case.js';
import { UnsubscribeLinks } from './application/unsubscribe-links.js';

const repositories = [
  { provide: SubscriberRepository, useClass: SqlSubscriberRepository },
  { provide: NewsletterMessageRepository, useClass: SqlNewsletterMessageRepository },
];

@Module({
  controllers: [NewsletterController, SubscribersAdminController, NewsletterMessagesAdminController],
  providers: [...repositories, Subscribe, ConfirmSubscription, NewsletterEmails, Unsubscribe, UnsubscribeLinks, ManageSubscribers, SendNewsletter, PublicFormRateLimit, Messages, SubscriberRecords],
  exports: [UnsubscribeLinks, SubscriberRecords],
})
export class NewsletterModule {}

/** What the worker needs of the newsletter: the subscribers' CSV rows (operations' export job) and the batch sender. */
@Module({
  providers: [...repositories, PgSubscriberCsvSource, UnsubscribeLinks, SendNewsletterBatchHandler],
})
export class NewsletterJobsModule {}
