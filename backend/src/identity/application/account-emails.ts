import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/config.js';
import { JobQueue } from '../../shared/application/ports/job-queue.port.js';
import type { Language } from '../../shared/domain/language.js';

/** The emails of the identity context, queued with the recipient's language and links into the storefront. */
@Injectable()
export class AccountEmails {
  constructor(
    private readonly jobs: JobQueue,
    private readonly config: AppConfig,
  ) {}

  confirmEmail(to: string, language: Language, firstName: string, token: string) {
    return this.send(to, 'email_confirmation', language, { firstName, actionUrl: this.link(language, 'confirm-email', token) });
  }

  accountAlreadyExists(to: string, language: Language, firstName: string) {
    return this.send(to, 'account_exists', language, { firstName, actionUrl: this.link(language, 'reset-password') });
  }

  resetPassword(to: string, language: Language, firstName: string, token: string) {
    return this.send(to, 'password_reset', language, { firstName, actionUrl: this.link(language, 'reset-password', token) });
  }

  passwordChanged(to: string, language: Language, firstName: string) {
    return this.send(to, 'password_changed', language, { firstName, actionUrl: this.link(language, 'reset-password') });
  }

  private send(to: string, template: string, language: Language, params: Record<string, string>) {
    return this.jobs.enqueue('mail.send', { to, template, language, params });
  }

  /** Storefront routes use `ee` for Estonian. */
  private link(language: Language, page: string, token?: string): string {
    const route = language === 'et' ? 'ee' : language;
    const url = new URL(`${this.config.publicUrl}/${route}/${page}`);
    if (token) url.searchParams.set('token', token);
    return url.toString();
  }
}
