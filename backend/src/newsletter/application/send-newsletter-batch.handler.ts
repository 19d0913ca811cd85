import { Injectable, Logger } from '@nestjs/common';
import { JobHandler, type JobPayload } from '../../shared/application/jobs.js';
import { EmailRenderer } from '../../shared/application/ports/email-renderer.port.js';
import { Mailer, PermanentMailError } from '../../shared/application/ports/mailer.port.js';
import { Email } from '../../shared/domain/email.js';
import { batchPositions } from '../domain/newsletter-message.js';
import { NewsletterMessageRepository } from './ports/newsletter-message.repository.js';
import { SubscriberRepository } from './ports/subscriber.repository.js';
import { UnsubscribeLinks } from './unsubscribe-links.js';

/**
 * Sends one batch of a message. Each recipient is claimed (pending → sending) before the SMTP conversation and
 * recorded after it, so a retried or duplicated job skips everyone already handled: nobody gets two copies.
 * Every email carries the RFC 8058 one-click unsubscribe headers and a visible unsubscribe link.
 */
@Injectable()
export class SendNewsletterBatchHandler extends JobHandler<'newsletter.send-batch'> {
  readonly jobName = 'newsletter.send-batch' as const;
  private readonly logger = new Logger('newsletter');

  constructor(
    private readonly messages: NewsletterMessageRepository,
    private readonly subscribers: SubscriberRepository,
    private readonly renderer: EmailRenderer,
    private readonly mailer: Mailer,
    private readonly links: UnsubscribeLinks,
  ) {
    super();
  }

  async handle({ messageId, batch }: JobPayload<'newsletter.send-batch'>): Promise<void> {
    const message = await this.messages.find(messageId);
    if (!message) return;
    const { first, last } = batchPositions(batch);
    const interrupted = await this.messages.failInterrupted(messageId, first, last);
    if (interrupted > 0) this.logger.warn({ msg: 'recipients interrupted mid-send counted as failed', messageId, batch, interrupted });

    for (const delivery of await this.messages.pending(messageId, first, last)) {
      if (!(await this.subscribers.findByEmail(Email.parse(delivery.email)))) {
        await this.messages.record(messageId, delivery.position, 'skipped');
        continue;
      }
      if (!(await this.messages.claim(messageId, delivery.position))) continue;
      const unsubscribeUrl = this.links.urlFor(delivery.email);
      const email = this.renderer.render('newsletter_message', delivery.language, { subject: message.subject, body: message.body, unsubscribeUrl });
      try {
        await this.mailer.send({
          to: delivery.email,
          ...email,
          headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        });
      } catch (error) {
        if (error instanceof PermanentMailError) {
          await this.messages.record(messageId, delivery.position, 'failed', error.message);
          continue;
        }
        // The server could not be reached or asked us to come back later: this recipient waits for the retry.
        await this.messages.release(messageId, delivery.position);
        throw error;
      }
      await this.messages.record(messageId, delivery.position, 'sent');
    }
  }

  /**
   * The queue stopped retrying (the mail server stayed away, or the batch was abandoned after its workers kept
   * dying): whoever is left gets an outcome, so that the message ends as done.
   */
  override async gaveUp({ messageId, batch }: JobPayload<'newsletter.send-batch'>, reason: string): Promise<void> {
    const { first, last } = batchPositions(batch);
    await this.messages.failInterrupted(messageId, first, last);
    for (const left of await this.messages.pending(messageId, first, last)) await this.messages.record(messageId, left.position, 'failed', reason);
  }
}
