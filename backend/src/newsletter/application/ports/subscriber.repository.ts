import type { Email } from '../../../shared/domain/email.js';
import type { Language } from '../../../shared/domain/language.js';
import type { SubscriptionStatus } from '../../domain/subscription.js';

export interface Subscriber {
  id: string;
  email: string;
  language: Language;
  status: SubscriptionStatus;
  createdAt: Date;
  updatedAt: Date;
  updatedBy: string | null;
}

export const SUBSCRIBER_SORTS = ['email', 'language', 'createdAt'] as const;

export interface SubscriberListQuery {
  /** Part of the email address, any case. */
  text?: string;
  status?: SubscriptionStatus;
  /** Only subscribers who read in this language (the audience of a message in one language). */
  language?: Language;
  sort: { field: (typeof SUBSCRIBER_SORTS)[number]; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

/** A subscription as the double opt-in rules need it, read under a row lock. */
export interface SubscriptionRecord {
  id: string;
  email: string;
  language: Language;
  confirmedAt: Date | null;
  confirmationExpiresAt: Date | null;
  lastNoticeAt: Date | null;
}

export abstract class SubscriberRepository {
  /**
   * A pending subscription whose link has this token hash; resolves null (and writes nothing) when the email is
   * already subscribed or pending, however many try at once.
   */
  abstract insertPending(input: { email: Email; language: Language; tokenHash: string; expiresAt: Date; now: Date }): Promise<Subscriber | null>;
  abstract findByEmailForUpdate(email: Email): Promise<SubscriptionRecord | null>;
  abstract findByConfirmationForUpdate(tokenHash: string): Promise<SubscriptionRecord | null>;
  /** A pending subscription gets a new link (the old one stops working) in the language last asked for. */
  abstract renewConfirmation(id: string, input: { language: Language; tokenHash: string; expiresAt: Date; now: Date }): Promise<void>;
  abstract recordNotice(id: string, now: Date): Promise<void>;
  /** Confirms and forgets the token, so the link works once. */
  abstract markConfirmed(id: string, now: Date): Promise<void>;
  abstract findByEmail(email: Email): Promise<Subscriber | null>;
  abstract removeByEmail(email: Email): Promise<boolean>;
  abstract list(query: SubscriberListQuery): Promise<{ items: Subscriber[]; total: number }>;
  abstract findById(id: string): Promise<Subscriber | null>;
  /** 'taken' when another subscriber has that email (nothing changes). */
  abstract changeEmail(id: string, email: Email, changedBy: string): Promise<Subscriber | 'missing' | 'taken'>;
  /** The removed subscriber, or null when there was none. */
  abstract removeById(id: string): Promise<Subscriber | null>;
}
