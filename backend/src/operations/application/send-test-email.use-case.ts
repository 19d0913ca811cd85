import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/config.js';
import { JobQueue } from '../../shared/application/ports/job-queue.port.js';
import { Clock } from '../../shared/domain/clock.js';
import type { Language } from '../../shared/domain/language.js';

/**
 * Sends a delivery check to the support inbox through the whole pipeline (API → queue → worker → SMTP).
 * The recipient is fixed by configuration, never taken from the request, so this cannot relay spam.
 */
@Injectable()
export class SendTestEmail {
  constructor(
    private readonly jobs: JobQueue,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute(language: Language): Promise<{ recipient: string }> {
    await this.jobs.enqueue('mail.send', {
      to: this.config.supportEmail,
      template: 'system_test',
      language,
      params: { requestedAt: this.clock.now().toISOString() },
    });
    return { recipient: this.config.supportEmail };
  }
}
