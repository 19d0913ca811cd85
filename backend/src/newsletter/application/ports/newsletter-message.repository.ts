import type { Language } from '../../../shared/domain/language.js';
import type { DeliveryCounts } from '../../domain/newsletter-message.js';

export interface NewsletterMessageRecord extends DeliveryCounts {
  id: string;
  subject: string;
  body: string;
  /** Only subscribers of this language; null: everyone. */
  language: Language | null;
  createdAt: Date;
}

export interface Delivery {
  position: number;
  email: string;
  language: Language;
}

export type DeliveryOutcome = 'sent' | 'failed' | 'skipped';

export abstract class NewsletterMessageRepository {
  /** Stores the message and fixes its recipients (today's subscribers of the language): call inside a transaction. */
  abstract create(input: { subject: string; body: string; language: Language | null; createdBy: string }): Promise<NewsletterMessageRecord>;
  abstract find(id: string): Promise<NewsletterMessageRecord | null>;
  abstract list(query: { offset: number; limit: number }): Promise<{ items: NewsletterMessageRecord[]; total: number }>;
  /**
   * Recipients between `first` and `last` left "sending" by a worker that died: nobody can know whether their email
   * went out, so they count as failed rather than risk a second copy. Resolves how many.
   */
  abstract failInterrupted(messageId: string, first: number, last: number): Promise<number>;
  abstract pending(messageId: string, first: number, last: number): Promise<Delivery[]>;
  /** True for the one caller that moves the recipient from pending to sending. */
  abstract claim(messageId: string, position: number): Promise<boolean>;
  /** Back to pending: the send certainly did not happen (the mail server was unreachable). */
  abstract release(messageId: string, position: number): Promise<void>;
  abstract record(messageId: string, position: number, outcome: DeliveryOutcome, error?: string): Promise<void>;
}
