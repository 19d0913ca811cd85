import { Module } from '@nestjs/common';
import { PublicFormRateLimit } from '../shared/adapters/http/ip-rate-limit.js';
import { Messages } from '../shared/adapters/http/messages.js';
import { ContactMessagesController } from './adapters/http/contact-messages.controller.js';
import { TypeOrmContactMessageRepository } from './adapters/persistence/typeorm-contact-message.repository.js';
import { ContactMessageRepository } from './application/ports/contact-message.repository.js';
import { SendContactMessage } from './application/send-contact-message.use-case.js';

@Module({
  controllers: [ContactMessagesController],
  providers: [{ provide: ContactMessageRepository, useClass: TypeOrmContactMessageRepository }, SendContactMessage, PublicFormRateLimit, Messages],
})
export class SupportModule {}
