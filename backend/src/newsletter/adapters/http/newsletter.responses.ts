import { ApiProperty } from '@nestjs/swagger';
import type { MessageStatus } from '../../domain/newsletter-message.js';
import type { SubscriptionStatus } from '../../domain/subscription.js';

/** The back-office's language codes: Estonian is `ee` there. */
const BACKOFFICE_LANGUAGES = ['lv', 'en', 'ee', 'lt'];

export class SubscriberResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty({ enum: BACKOFFICE_LANGUAGES }) language: string;
  @ApiProperty({ enum: ['pending', 'confirmed'] }) status: SubscriptionStatus;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class NewsletterMessageResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() subject: string;
  @ApiProperty({ type: String, enum: BACKOFFICE_LANGUAGES, nullable: true, description: 'Only subscribers of this language; null: everyone' }) language: string | null;
  @ApiProperty({ enum: ['queued', 'sending', 'done'] }) status: MessageStatus;
  @ApiProperty({ type: 'integer' }) recipients: number;
  @ApiProperty({ type: 'integer' }) sent: number;
  @ApiProperty({ type: 'integer' }) failed: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
