import { ApiProperty } from '@nestjs/swagger';
import { LANGUAGES, type Language } from '../../../shared/domain/language.js';
import type { AccountExport } from '../../application/account-export.js';

type ExportedListing = AccountExport['listings'][number];
type ExportedOrder = AccountExport['orders'][number];

const SUBSCRIPTION_STATUSES = ['pending', 'confirmed'] as const;

class ExportedProfileResponse implements Readonly<AccountExport['profile']> {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ enum: ['active', 'inactive'] }) status: 'active' | 'inactive';
  @ApiProperty({ enum: LANGUAGES }) preferredLanguage: Language;
  @ApiProperty() emailConfirmed: boolean;
  @ApiProperty({ description: 'A picture is kept (it is not part of this file; the profile shows it).' }) hasAvatar: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastSignInAt: string | null;
}

class ExportedSignInResponse {
  @ApiProperty({ format: 'date-time' }) signedInAt: string;
  @ApiProperty({ format: 'date-time', description: 'The last renewal of the sign-in' }) lastActiveAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Signed out or ended' }) endedAt: string | null;
  @ApiProperty({ format: 'date-time' }) expiresAt: string;
}

class ExportedSeatResponse {
  @ApiProperty({ type: String, nullable: true }) section: string | null;
  @ApiProperty({ type: String, nullable: true }) row: string | null;
  @ApiProperty({ type: String, nullable: true }) number: string | null;
}

class ExportedListingResponse implements ExportedListing {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty({ format: 'date' }) eventDate: string;
  @ApiProperty({ type: String, nullable: true, example: '19:00' }) eventTime: string | null;
  @ApiProperty() venue: string;
  @ApiProperty({ type: ExportedSeatResponse }) seat: ExportedSeatResponse;
  @ApiProperty({ type: 'integer' }) quantity: number;
  @ApiProperty({ type: 'integer' }) pricePerUnitCents: number;
  @ApiProperty({ example: 'EUR' }) currency: string;
  @ApiProperty({ example: 'available' }) status: string;
  @ApiProperty({ type: String, nullable: true }) withdrawnReason: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Set for a listing its seller deleted (kept in the archive)' }) deletedAt: string | null;
}

class ExportedOrderResponse implements ExportedOrder {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['buyer', 'seller'] }) role: 'buyer' | 'seller';
  @ApiProperty() ticketTitle: string;
  @ApiProperty({ format: 'date' }) eventDate: string;
  @ApiProperty({ example: 'paid' }) status: string;
  @ApiProperty({ type: 'integer' }) quantity: number;
  @ApiProperty({ type: 'integer' }) ticketsCents: number;
  @ApiProperty({ type: 'integer' }) buyerFeeCents: number;
  @ApiProperty({ type: 'integer' }) sellerFeeCents: number;
  @ApiProperty({ type: 'integer' }) totalCents: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) paidAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) closedAt: string | null;
}

class ExportedSubscriptionResponse {
  @ApiProperty({ enum: ['newsletter'] }) kind: 'newsletter';
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty({ enum: LANGUAGES }) language: Language;
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES }) status: 'pending' | 'confirmed';
  @ApiProperty({ format: 'date-time' }) subscribedAt: string;
}

class ExportedConsentResponse {
  @ApiProperty({ enum: ['newsletter'] }) purpose: 'newsletter';
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES, description: 'confirmed once the link of the double opt-in was opened' }) status: 'pending' | 'confirmed';
  @ApiProperty({ format: 'date-time' }) givenAt: string;
}

export class AccountExportResponse implements AccountExport {
  @ApiProperty({ format: 'date-time' }) exportedAt: string;
  @ApiProperty({ type: ExportedProfileResponse }) profile: ExportedProfileResponse;
  @ApiProperty({ type: [ExportedSignInResponse], description: 'Sign-ins still kept (ended ones are removed after their expiry)' }) signIns: ExportedSignInResponse[];
  @ApiProperty({ type: [ExportedListingResponse] }) listings: ExportedListingResponse[];
  @ApiProperty({ type: [ExportedOrderResponse], description: 'Purchases and sales' }) orders: ExportedOrderResponse[];
  @ApiProperty({ type: [ExportedSubscriptionResponse], description: 'The newsletter subscription of the account address, if any' })
  subscriptions: ExportedSubscriptionResponse[];
  @ApiProperty({ type: [ExportedConsentResponse], description: 'Consents given; cookie choices are kept only in the browser' }) consents: ExportedConsentResponse[];
}
