import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { MailConfig } from '../../../config/config.js';
import { EmailRenderer } from '../../application/ports/email-renderer.port.js';
import { Mailer } from '../../application/ports/mailer.port.js';
import { I18nEmailRenderer } from './i18n-email-renderer.js';
import { SmtpMailer } from './smtp-mailer.js';

@Global()
@Module({
  providers: [
    { provide: Mailer, useFactory: (config: MailConfig) => new SmtpMailer({ url: config.smtpUrl, from: config.from }), inject: [MailConfig] },
    { provide: EmailRenderer, useClass: I18nEmailRenderer },
  ],
  exports: [Mailer, EmailRenderer],
})
export class MailModule implements OnApplicationShutdown {
  constructor(@Inject(Mailer) private readonly mailer: Mailer) {}

  onApplicationShutdown() {
    (this.mailer as SmtpMailer).close();
  }
}
