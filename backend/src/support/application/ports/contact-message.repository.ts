import type { Language } from '../../../shared/domain/language.js';

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
  createdAt: Date;
}

export const CONTACT_MESSAGE_SORTS = ['createdAt', 'name', 'email'] as const;

export interface ContactMessageListQuery {
  /** Part of the name, email or message, any case. */
  text?: string;
  sort: { field: (typeof CONTACT_MESSAGE_SORTS)[number]; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

export abstract class ContactMessageRepository {
  abstract insert(message: NewContactMessage): Promise<{ id: string; createdAt: Date }>;
  abstract list(query: ContactMessageListQuery): Promise<{ items: ContactMessageRecord[]; total: number }>;
  abstract findById(id: string): Promise<ContactMessageRecord | null>;
}
