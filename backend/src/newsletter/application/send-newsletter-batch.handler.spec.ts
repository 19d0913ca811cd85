import { beforeAll, describe, expect, it } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { AppConfig, UnsubscribeConfig } from '../../config/config.js';
import type { EmailRenderer, RenderedEmail } from '../../shared/application/ports/email-renderer.port.js';
import { Mailer, PermanentMailError, type OutgoingEmail } from '../../shared/application/ports/mailer.port.js';
import { Email } from '../../shared/domain/email.js';
import type { Language } from '../../shared/domain/language.js';
import { NewsletterMessageRepository, type Delivery, type DeliveryOutcome, type NewsletterMessageRecord } from './ports/newsletter-message.repository.js';
import type { Subscriber, SubscriberRepository } from './ports/subscriber.repository.js';
import { SendNewsletterBatchHandler } from './send-newsletter-batch.handler.js';
import { UnsubscribeLinks } from './unsubscribe-links.js';

type Status = 'pending' | 'sending' | DeliveryOutcome;

/** The delivery bookkeeping in memory, with the same pending → sending → outcome rules as the SQL adapter. */
class InMemoryMessages extends NewsletterMessageRepository {
  readonly status = new Map<number, Status>();
  constructor(
    private readonly message: NewsletterMessageRecord,
    readonly deliveries: Delivery[],
  ) {
    super();
    for (const delivery of deliveries) this.status.set(delivery.position, 'pending');
  }
  create(): Promise<NewsletterMessageRecord> {
    throw new Error('not used');
  }
  async find(id: string) {
    return id === this.message.id ? this.message : null;
  }
  list(): Promise<{ items: NewsletterMessageRecord[]; total: number }> {
    throw new Error('not used');
  }
  async failInterrupted(_id: string, first: number, last: number) {
    let count = 0;
    for (const [position, status] of this.status) {
      if (position >= first && position <= last && status === 'sending') {
        this.status.set(position, 'failed');
        count += 1;
      }
    }
    return count;
  }
  async pending(_id: string, first: number, last: number) {
    return this.deliveries.filter((delivery) => delivery.position >= first && delivery.position <= last && this.status.get(delivery.position) === 'pending');
  }
  async claim(_id: string, position: number) {
    if (this.status.get(position) !== 'pending') return false;
    this.status.set(position, 'sending');
    return true;
  }
  async release(_id: string, position: number) {
    if (this.status.get(position) === 'sending') this.status.set(position, 'pending');
  }
  async record(_id: string, position: number, outcome: DeliveryOutcome) {
    const status = this.status.get(position);
    if (status === 'pending' || status === 'sending') this.status.set(position, outcome);
  }
}

class RecordingMailer extends Mailer {
  readonly sent: OutgoingEmail[] = [];
  constructor(private readonly fail: (to: string) => Error | undefined = () => undefined) {
    super();
  }
  async send(email: OutgoingEmail) {
    const error = this.fail(email.to);
    if (error) throw error;
    this.sent.push(email);
  }
  async ping() {}
}

const renderer = {
  render: (template: string, language: Language, params: Record<string, string | number>): RenderedEmail => ({
    subject: String(params.subject),
    html: `${template}:${language}`,
    text: `${params.body}\n${params.unsubscribeUrl}`,
  }),
} as EmailRenderer;

const links = new UnsubscribeLinks({ secret: 'x'.repeat(40), previousSecret: undefined } as UnsubscribeConfig, { publicUrl: 'https://tickets.example' } as AppConfig);
const message: NewsletterMessageRecord = { id: 'm1', subject: 'Ziemas koncerti', body: 'Sveiki!', language: null, recipients: 3, sent: 0, failed: 0, skipped: 0, started: false, createdAt: new Date() };
const deliveries: Delivery[] = [
  { position: 1, email: 'anna@example.lv', language: 'lv' },
  { position: 2, email: 'john@example.com', language: 'en' },
  { position: 3, email: 'mari@example.ee', language: 'et' },
];

function setup(options: { unsubscribed?: string[]; fail?: (to: string) => Error | undefined } = {}) {
  const messages = new InMemoryMessages(message, deliveries);
  const mailer = new RecordingMailer(options.fail);
  const subscribers = {
    findByEmail: async (email: Email) => (options.unsubscribed?.includes(email.value) ? null : ({ email: email.value } as Subscriber)),
  } as SubscriberRepository;
  return { messages, mailer, handler: new SendNewsletterBatchHandler(messages, subscribers, renderer, mailer, links) };
}

describe('sending one batch of a message to subscribers', () => {
  beforeAll(() => Logger.overrideLogger(false));

  it('mails each recipient once in their language, with RFC 8058 headers pointing at their own unsubscribe link', async () => {
    const { messages, mailer, handler } = setup();
    await handler.handle({ messageId: 'm1', batch: 0 });
    expect(mailer.sent.map((email) => [email.to, email.html])).toEqual([
      ['anna@example.lv', 'newsletter_message:lv'],
      ['john@example.com', 'newsletter_message:en'],
      ['mari@example.ee', 'newsletter_message:et'],
    ]);
    const [anna] = mailer.sent;
    expect(anna.headers).toEqual({ 'List-Unsubscribe': `<${links.urlFor('anna@example.lv')}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(links.emailOf(new URL(links.urlFor('anna@example.lv')).searchParams.get('token')!)?.value).toBe('anna@example.lv');
    expect(anna.text).toContain(links.urlFor('anna@example.lv'));
    expect([...messages.status.values()]).toEqual(['sent', 'sent', 'sent']);

    await handler.handle({ messageId: 'm1', batch: 0 });
    expect(mailer.sent).toHaveLength(3);
  });

  it('counts a recipient the worker was mailing when it died as failed instead of mailing them again', async () => {
    const { messages, mailer, handler } = setup();
    messages.status.set(1, 'sent');
    messages.status.set(2, 'sending');
    await handler.handle({ messageId: 'm1', batch: 0 });
    expect(mailer.sent.map((email) => email.to)).toEqual(['mari@example.ee']);
    expect([...messages.status.values()]).toEqual(['sent', 'failed', 'sent']);
  });

  it('skips whoever unsubscribed after the message was queued', async () => {
    const { messages, mailer, handler } = setup({ unsubscribed: ['john@example.com'] });
    await handler.handle({ messageId: 'm1', batch: 0 });
    expect(mailer.sent.map((email) => email.to)).toEqual(['anna@example.lv', 'mari@example.ee']);
    expect(messages.status.get(2)).toBe('skipped');
  });

  it('records a refused address as failed and goes on with the others', async () => {
    const { messages, mailer, handler } = setup({ fail: (to) => (to === 'john@example.com' ? new PermanentMailError('550 mailbox unavailable') : undefined) });
    await handler.handle({ messageId: 'm1', batch: 0 });
    expect(mailer.sent.map((email) => email.to)).toEqual(['anna@example.lv', 'mari@example.ee']);
    expect([...messages.status.values()]).toEqual(['sent', 'failed', 'sent']);
  });

  it('puts the recipient back when the mail server cannot be reached, so the retried job sends to them then', async () => {
    let serverDown = true;
    const { messages, mailer, handler } = setup({ fail: (to) => (serverDown && to === 'john@example.com' ? new Error('connect ECONNREFUSED') : undefined) });
    await expect(handler.handle({ messageId: 'm1', batch: 0 })).rejects.toThrow('ECONNREFUSED');
    expect([...messages.status.values()]).toEqual(['sent', 'pending', 'pending']);

    serverDown = false;
    await handler.handle({ messageId: 'm1', batch: 0 });
    expect(mailer.sent.map((email) => email.to)).toEqual(['anna@example.lv', 'john@example.com', 'mari@example.ee']);
  });

  it('when the queue gives up, counts everyone left as failed so that the message ends', async () => {
    const { messages, mailer, handler } = setup({ fail: (to) => (to === 'john@example.com' ? new Error('connect ECONNREFUSED') : undefined) });
    await expect(handler.handle({ messageId: 'm1', batch: 0 })).rejects.toThrow('ECONNREFUSED');
    await handler.gaveUp({ messageId: 'm1', batch: 0 }, 'connect ECONNREFUSED');
    expect(mailer.sent.map((email) => email.to)).toEqual(['anna@example.lv']);
    expect([...messages.status.values()]).toEqual(['sent', 'failed', 'failed']);
  });

  it('a batch abandoned mid-send (its workers kept dying) ends with the interrupted and the waiting recipients failed', async () => {
    const { messages, mailer, handler } = setup({});
    messages.status.set(1, 'sent');
    messages.status.set(2, 'sending');
    await handler.gaveUp({ messageId: 'm1', batch: 0 }, 'job stalled more than allowable limit');
    expect(mailer.sent).toEqual([]);
    expect([...messages.status.values()]).toEqual(['sent', 'failed', 'failed']);
  });
});
