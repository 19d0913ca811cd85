import type { Email } from '../../../shared/domain/email.js';
import type { Language } from '../../../shared/domain/language.js';

export interface Subscriber {
  id: string;
  email: string;
  language: Language;
  createdAt: Date;
  updatedAt: Date;
  updatedBy: string | null;
}

export const SUBSCRIBER_SORTS = ['email', 'language', 'createdAt'] as const;

export interface SubscriberListQuery {
  /** Part of the email address, any case. */
  text?: string;
  sort: { field: (typeof SUBSCRIBER_SORTS)[number]; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

export abstract class SubscriberRepository {
  /** Resolves null (and writes nothing) when the email is already subscribed, however many try at once. */
  abstract insertIfNew(email: Email, language: Language): Promise<Subscriber | null>;
  abstract findByEmail(email: Email): Promise<Subscriber | null>;
  abstract removeByEmail(email: Email): Promise<boolean>;
  abstract list(query: SubscriberListQuery): Promise<{ items: Subscriber[]; total: number }>;
  abstract findById(id: string): Promise<Subscriber | null>;
  /** 'taken' when another subscriber has that email (nothing changes). */
  abstract changeEmail(id: string, email: Email, changedBy: string): Promise<Subscriber | 'missing' | 'taken'>;
  /** The removed subscriber, or null when there was none. */
  abstract removeById(id: string): Promise<Subscriber | null>;
}
