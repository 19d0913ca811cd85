import type { Language } from '../../../shared/domain/language.js';
import type { ContactMessage, ContactMessageState } from '../../domain/contact-message.js';

export interface NewContactMessage {
  name: string;
  email: string;
  message: string;
  language: Language;
}

export interface ContactMessageRecord {
  id: string;
  name: string;
  email: string;
  message: string;
  /** The language the sender wrote in (the site's language then): the answer is e-mailed in it. */
  language: Language;
  createdAt: Date;
  status: ContactMessageState;
  handledAt: Date | null;
  /** The staff member's e-mail. */
  handledBy: string | null;
  answer: string | null;
  answeredAt: Date | null;
  answeredBy: string | null;
}

export const CONTACT_MESSAGE_SORTS = ['createdAt', 'name', 'email', 'handledAt'] as const;

export interface ContactMessageListQuery {
  /** Part of the name, email or message, any case. */
  text?: string;
  status?: ContactMessageState;
  sort: { field: (typeof CONTACT_MESSAGE_SORTS)[number]; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

export abstract class ContactMessageRepository {
  abstract insert(message: NewContactMessage): Promise<{ id: string; createdAt: Date }>;
  abstract list(query: ContactMessageListQuery): Promise<{ items: ContactMessageRecord[]; total: number }>;
  abstract findById(id: string): Promise<ContactMessageRecord | null>;
  /**
   * Stores what staff did, if nobody did it meanwhile: false when another staff member marked the message handled
   * (`markHandled`) or answered it (`answer`) first.
   */
  abstract saveHandling(message: ContactMessage, change: 'markHandled' | 'answer'): Promise<boolean>;
}
