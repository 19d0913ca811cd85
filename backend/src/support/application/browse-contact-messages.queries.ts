import { Injectable } from '@nestjs/common';
import { SupportErrors } from '../domain/support.errors.js';
import { ContactMessageRepository, type ContactMessageListQuery, type ContactMessageRecord } from './ports/contact-message.repository.js';

/** Administrators read what visitors wrote through the contact form. */
@Injectable()
export class BrowseContactMessages {
  constructor(private readonly messages: ContactMessageRepository) {}

  list(query: ContactMessageListQuery) {
    return this.messages.list({ ...query, text: query.text?.trim() || undefined });
  }

  async get(id: string): Promise<ContactMessageRecord> {
    const found = await this.messages.findById(id);
    if (!found) throw SupportErrors.messageNotFound();
    return found;
  }
}
