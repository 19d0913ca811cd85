import { ApiProperty } from '@nestjs/swagger';
import { LANGUAGES, type Language } from '../../../shared/domain/language.js';
import type { Profile } from '../../application/profile.js';

const USER_STATUSES = ['active', 'inactive'] as const;

export class ProfileResponse implements Profile {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty({ type: String, nullable: true, example: '+37120000000' }) phone: string | null;
  @ApiProperty({ enum: USER_STATUSES }) status: 'active' | 'inactive';
  @ApiProperty({ type: String, nullable: true, description: 'Changes with every new picture' }) avatarUrl: string | null;
  @ApiProperty({ enum: LANGUAGES }) preferredLanguage: Language;
  @ApiProperty() emailConfirmed: boolean;
  @ApiProperty() isAdmin: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastSignInAt: string | null;
}

export class AccessTokenResponse {
  @ApiProperty() accessToken: string;
  @ApiProperty({ enum: ['Bearer'] }) tokenType: 'Bearer';
  @ApiProperty({ type: 'integer', description: 'Seconds until the access token expires' }) expiresIn: number;
}

export class SignInResponse extends AccessTokenResponse {
  @ApiProperty({ type: ProfileResponse }) user: ProfileResponse;
}

export class AdminUserResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ enum: USER_STATUSES }) status: 'active' | 'inactive';
  @ApiProperty() emailConfirmed: boolean;
  @ApiProperty() isAdmin: boolean;
  @ApiProperty({ enum: LANGUAGES }) preferredLanguage: Language;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastSignInAt: string | null;
}

export class AdministratorResponse {
  @ApiProperty({ description: 'The email (react-admin needs an id)' }) id: string;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The account with this email, once there is one' }) userId: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, nullable: true, description: 'Email of the administrator who granted it' }) createdBy: string | null;
}

export class QueueBoardSessionResponse {
  @ApiProperty({ description: 'Where the queue board is, now that the cookie is set' }) url: string;
  @ApiProperty({ type: 'integer' }) expiresInSeconds: number;
}
