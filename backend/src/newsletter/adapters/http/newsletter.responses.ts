import { ApiProperty } from '@nestjs/swagger';
import type { ExportStatus } from '../../application/ports/subscriber-export.repository.js';
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

export class SubscriberExportResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['subscribers'] }) resource: 'subscribers';
  @ApiProperty({ enum: ['queued', 'running', 'done', 'failed'] }) status: ExportStatus;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100 }) progress: number;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Rows written, once done' }) rowCount: number | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) finishedAt: string | null;
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
