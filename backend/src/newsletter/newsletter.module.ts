import { Module } from '@nestjs/common';
import { PublicFormRateLimit } from '../shared/adapters/http/ip-rate-limit.js';
import { Messages } from '../shared/adapters/http/messages.js';
import { NewsletterController } from './adapters/http/newsletter.controller.js';
import { TypeOrmSubscriberRepository } from './adapters/persistence/typeorm-subscriber.repository.js';
import { SubscriberRepository } from './application/ports/subscriber.repository.js';
import { Subscribe } from './application/subscribe.use-case.js';
import { Unsubscribe } from './application/unsubscribe.use-case.js';
import { UnsubscribeLinks } from './application/unsubscribe-links.js';

@Module({
  controllers: [NewsletterController],
  providers: [{ provide: SubscriberRepository, useClass: TypeOrmSubscriberRepository }, Subscribe, Unsubscribe, UnsubscribeLinks, PublicFormRateLimit, Messages],
  exports: [UnsubscribeLinks],
})
export class NewsletterModule {}
