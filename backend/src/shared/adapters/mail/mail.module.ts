import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { MailConfig } from '../../../config/config.js';
import { MailSecrets } from '../../application/mail/mail-secrets.js';
import { EmailRenderer } from '../../application/ports/email-renderer.port.js';
import { Mailer } from '../../application/ports/mailer.port.js';
import { SentEmailLog } from '../../application/ports/sent-email-log.port.js';
import { I18nEmailRenderer } from './i18n-email-renderer.js';
import { SmtpMailer } from './smtp-mailer.js';
import { SqlSentEmailLog } from './sql-sent-email-log.js';

@Global()
@Module({
  providers: [
    { provide: Mailer, useFactory: (config: MailConfig) => new SmtpMailer({ url: config.smtpUrl, from: config.from }), inject: [MailConfig] },
    { provide: EmailRenderer, useClass: I18nEmailRenderer },
    { provide: SentEmailLog, useClass: SqlSentEmailLog },
    MailSecrets,
  ],
  exports: [Mailer, EmailRenderer, SentEmailLog, MailSecrets],
})
export class MailModule implements OnApplicationShutdown {
  constructor(@Inject(Mailer) private readonly mailer: Mailer) {}

  onApplicationShutdown() {
    (this.mailer as SmtpMailer).close();
  }
}
