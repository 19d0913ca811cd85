import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/config.js';
import { JobQueue } from '../../shared/application/ports/job-queue.port.js';
import { MailSecrets } from '../../shared/application/mail/mail-secrets.js';
import type { Language } from '../../shared/domain/language.js';

/**
 * The emails of the identity context, queued with the recipient's language and links into the storefront. A link
 * carrying a one-time token is sealed: the outbox, the queue and the queue board never hold it in plain text.
 */
@Injectable()
export class AccountEmails {
  constructor(
    private readonly jobs: JobQueue,
    private readonly config: AppConfig,
    private readonly secrets: MailSecrets,
  ) {}

  confirmEmail(to: string, language: Language, firstName: string, token: string) {
    return this.send(to, 'email_confirmation', language, { firstName }, { actionUrl: this.link(language, 'confirm-email', token) });
  }

  accountAlreadyExists(to: string, language: Language, firstName: string) {
    return this.send(to, 'account_exists', language, { firstName, actionUrl: this.link(language, 'reset-password') });
  }

  resetPassword(to: string, language: Language, firstName: string, token: string) {
    return this.send(to, 'password_reset', language, { firstName }, { actionUrl: this.link(language, 'reset-password', token) });
  }

  passwordChanged(to: string, language: Language, firstName: string) {
    return this.send(to, 'password_changed', language, { firstName, actionUrl: this.link(language, 'reset-password') });
  }

  /** To the new address: the link that completes the change. */
  confirmEmailChange(to: string, language: Language, firstName: string, token: string) {
    return this.send(to, 'email_change_confirmation', language, { firstName }, { actionUrl: this.link(language, 'confirm-email-change', token) });
  }

  /** To the old address: what is about to happen, and the link that stops it. */
  emailChangeRequested(to: string, language: Language, firstName: string, newEmail: string, reportToken: string) {
    return this.send(to, 'email_change_notice', language, { firstName, newEmail }, { actionUrl: this.link(language, 'report-email-change', reportToken) });
  }

  private send(to: string, template: string, language: Language, params: Record<string, string>, secretParams?: Record<string, string>) {
    const sealedParams = secretParams && this.secrets.sealAll(secretParams);
    return this.jobs.enqueue('mail.send', { to, template, language, params, ...(sealedParams && { sealedParams }) });
  }

  /** Storefront routes use `ee` for Estonian. */
  private link(language: Language, page: string, token?: string): string {
    const route = language === 'et' ? 'ee' : language;
    const url = new URL(`${this.config.publicUrl}/${route}/${page}`);
    if (token) url.searchParams.set('token', token);
    return url.toString();
  }
}
