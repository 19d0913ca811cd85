import { Module } from '@nestjs/common';
import { PublicFormRateLimit } from '../shared/adapters/http/ip-rate-limit.js';
import { Messages } from '../shared/adapters/http/messages.js';
import { ContactMessagesAdminController } from './adapters/http/admin/contact-messages.admin.controller.js';
import { ContactMessagesController } from './adapters/http/contact-messages.controller.js';
import { BrowseContactMessages } from './application/browse-contact-messages.queries.js';
import { SqlContactMessageRepository } from './adapters/persistence/sql-contact-message.repository.js';
import { ContactMessageRepository } from './application/ports/contact-message.repository.js';
import { SendContactMessage } from './application/send-contact-message.use-case.js';
import { AnswerContactMessage } from './application/answer-contact-message.use-case.js';
import { MarkContactMessageHandled } from './application/mark-contact-message-handled.use-case.js';
import { PgContactMessageCsvSource } from './adapters/persistence/pg-contact-message-csv.source.js';

@Module({
  controllers: [ContactMessagesController, ContactMessagesAdminController],
  providers: [{ provide: ContactMessageRepository, useClass: SqlContactMessageRepository }, SendContactMessage, BrowseContactMessages, MarkContactMessageHandled, AnswerContactMessage, PublicFormRateLimit, Messages],
})
export class SupportModule {}

/** What the worker needs of support: the contact messages' CSV rows for operations' export job. */
@Module({ providers: [PgContactMessageCsvSource] })
export class SupportJobsModule {}
