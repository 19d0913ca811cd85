import { Injectable } from '@nestjs/common';
import { JobHandler, PermanentJobError, type JobPayload } from '../jobs.js';
import { EmailRenderer } from '../ports/email-renderer.port.js';
import { Mailer, PermanentMailError } from '../ports/mailer.port.js';

@Injectable()
export class SendEmailHandler extends JobHandler<'mail.send'> {
  readonly jobName = 'mail.send' as const;

  constructor(
    private readonly renderer: EmailRenderer,
    private readonly mailer: Mailer,
  ) {
    super();
  }

  async handle(payload: JobPayload<'mail.send'>): Promise<void> {
    const email = this.renderer.render(payload.template, payload.language, payload.params);
    try {
      await this.mailer.send({ to: payload.to, replyTo: payload.replyTo, headers: payload.headers, ...email });
    } catch (error) {
      if (error instanceof PermanentMailError) throw new PermanentJobError(error.message);
      throw error;
    }
  }
}
