import { Injectable } from '@nestjs/common';
import { DependencyUnavailableJobError, JobHandler, PermanentJobError, type JobPayload } from '../jobs.js';
import { EmailRenderer } from '../ports/email-renderer.port.js';
import { Mailer, MailServerUnavailableError, PermanentMailError } from '../ports/mailer.port.js';
import { SentEmailLog } from '../ports/sent-email-log.port.js';
import { MailSecrets, UnsealableSecretError } from './mail-secrets.js';

/**
 * How long a sent email's record is retried (about a minute in all): after the SMTP server's "250 OK" the email is
 * out, and a database restart in that instant must not turn the missing record into a second send by the job's retry.
 */
export const RECORD_RETRY_DELAYS_MS = [250, 500, 1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

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
   * Sent, then recorded: only a worker dying between the SMTP server's "250 OK" and the record (or a database away
   * for longer than the record's retries) can send an email twice; a job re-run because the queue lost track of its
   * completion finds the record and stops.
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
    await this.recordSent(attempt.jobId);
  }

  private async recordSent(jobId: string): Promise<void> {
    for (const delayMs of [...RECORD_RETRY_DELAYS_MS, null]) {
      try {
        return await this.sent.recordSent(jobId);
      } catch (error) {
        if (delayMs === null) throw error;
        await new Promise((done) => setTimeout(done, delayMs));
      }
    }
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
