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

export abstract class SubscriberRepository {
  /** Resolves null (and writes nothing) when the email is already subscribed, however many try at once. */
  abstract insertIfNew(email: Email, language: Language): Promise<Subscriber | null>;
  abstract findByEmail(email: Email): Promise<Subscriber | null>;
  abstract removeByEmail(email: Email): Promise<boolean>;
}
