import type { Language } from '../../../shared/domain/language.js';

export interface NewContactMessage {
  name: string;
  email: string;
  message: string;
  language: Language;
}

export abstract class ContactMessageRepository {
  abstract insert(message: NewContactMessage): Promise<{ id: string; createdAt: Date }>;
}
