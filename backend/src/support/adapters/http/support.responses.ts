import { ApiProperty } from '@nestjs/swagger';
import { CONTACT_MESSAGE_STATES, type ContactMessageState } from '../../domain/contact-message.js';

export class ContactMessageResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty() message: string;
  @ApiProperty({ enum: ['lv', 'en', 'et', 'lt'], description: 'The language the sender wrote in; an answer is e-mailed in it.' }) language: 'lv' | 'en' | 'et' | 'lt';
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ enum: CONTACT_MESSAGE_STATES, description: 'new until a staff member marks it handled or answers it' }) status: ContactMessageState;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) handledAt: string | null;
  @ApiProperty({ type: String, format: 'email', nullable: true, description: 'The staff member who handled it' }) handledBy: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The answer e-mailed to the sender, as written' }) answer: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) answeredAt: string | null;
  @ApiProperty({ type: String, format: 'email', nullable: true, description: 'The staff member who answered' }) answeredBy: string | null;
}
