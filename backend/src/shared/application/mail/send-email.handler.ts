import { Injectable } from '@nestjs/common';
import { DependencyUnavailableJobError, JobHandler, PermanentJobError, type JobPayload } from '../jobs.js';
import { EmailRenderer } from '../ports/email-renderer.port.js';
import { Mailer, MailServerUnavailableError, PermanentMailError } from '../ports/mailer.port.js';
import { SentEmailLog } from '../ports/sent-email-log.port.js';
import { MailSecrets, UnsealableSecretError } from './mail-secrets.js';

@Injectable()
export class SendEmailHandler extends JobHandler<'mail.send'> {
  readonly jobName = 'mail.send' as const;

  constructor(
    private readonly renderer: EmailRenderer,
    private readonly mailer: Mailer,
    private readonly sent: SentEmailLog,
    private readonly secrets: MailSecrets,
  ) {
    super();
  }

  /**
   * Sent, then recorded: only a worker dying between the SMTP server's "250 OK" and the record can send an
   * email twice; a job re-run because the queue lost track of its completion finds the record and stops.
   */
  async handle(payload: JobPayload<'mail.send'>, attempt: { jobId: string }): Promise<void> {
    if (await this.sent.wasSent(attempt.jobId)) return;
    const email = this.renderer.render(payload.template, payload.language, { ...payload.params, ...this.openSecrets(payload) });
    try {
      await this.mailer.send({ to: payload.to, replyTo: payload.replyTo, headers: payload.headers, ...email });
    } catch (error) {
      if (error instanceof PermanentMailError) throw new PermanentJobError(error.message);
      if (error instanceof MailServerUnavailableError) throw new DependencyUnavailableJobError(error.message);
      throw error;
    }
    await this.sent.recordSent(attempt.jobId);
  }

  /** Opened in memory only; sealed under a rotated key, the link is lost and retrying cannot bring it back. */
  private openSecrets(payload: JobPayload<'mail.send'>): Record<string, string> {
    try {
      return this.secrets.openAll(payload.sealedParams);
    } catch (error) {
      if (error instanceof UnsealableSecretError) throw new PermanentJobError(error.message);
      throw error;
    }
  }
}
