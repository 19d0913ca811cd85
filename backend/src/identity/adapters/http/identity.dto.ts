import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { IsEmailAddress, OmittableNotNull, Trim } from '../../../shared/adapters/http/input-rules.js';
import { COUNTRY_CODES } from '../../domain/phone.js';

const LANGUAGE_CODES = ['lv', 'en', 'et', 'ee', 'lt'];

export class RegisterDto {
  @ApiProperty({ example: 'anna@example.lv' })
  @Trim() @IsString() @IsEmailAddress()
  email: string;

  @ApiProperty({ minLength: 8 })
  @IsString() @MinLength(8, { message: 'validation.password_min_8' }) @MaxLength(256, { message: 'validation.password_max' })
  password: string;

  @ApiProperty({ minLength: 2 })
  @IsString() @MinLength(2, { message: 'validation.first_name_min' }) @MaxLength(100, { message: 'validation.name_max' })
  firstName: string;

  @ApiProperty({ minLength: 2 })
  @IsString() @MinLength(2, { message: 'validation.last_name_min' }) @MaxLength(100, { message: 'validation.name_max' })
  lastName: string;

  @ApiPropertyOptional({ enum: COUNTRY_CODES, default: '+371' })
  @IsOptional() @IsIn(COUNTRY_CODES, { message: 'validation.country_code_invalid' })
  countryCode?: string;

  @ApiPropertyOptional({ example: '20000000' })
  @IsOptional() @IsString() @MaxLength(32, { message: 'validation.phone_invalid' })
  phoneNumber?: string;

  @ApiPropertyOptional({ enum: LANGUAGE_CODES, description: 'Language of the emails; defaults to the request language.' })
  @IsOptional() @IsIn(LANGUAGE_CODES, { message: 'validation.language_invalid' })
  language?: string;
}

export class LoginDto {
  @ApiProperty()
  @Trim() @IsString() @IsEmailAddress()
  email: string;

  @ApiProperty({ minLength: 6 })
  @IsString() @MinLength(6, { message: 'validation.password_min_6' }) @MaxLength(256, { message: 'validation.password_max' })
  password: string;
}

export class TokenDto {
  @ApiProperty()
  @IsString() @MinLength(16, { message: 'validation.token_required' }) @MaxLength(256, { message: 'validation.token_required' })
  token: string;
}

export class PasswordResetRequestDto {
  @ApiProperty()
  @Trim() @IsString() @IsEmailAddress()
  email: string;
}

export class PasswordResetDto extends TokenDto {
  @ApiProperty({ minLength: 8 })
  @IsString() @MinLength(8, { message: 'validation.password_min_8' }) @MaxLength(256, { message: 'validation.password_max' })
  newPassword: string;
}

export class ChangePasswordDto {
  @ApiProperty({ minLength: 6 })
  @IsString() @MinLength(6, { message: 'validation.password_min_6' }) @MaxLength(256, { message: 'validation.password_max' })
  currentPassword: string;

  @ApiProperty({ minLength: 8 })
  @IsString() @MinLength(8, { message: 'validation.password_min_8' }) @MaxLength(256, { message: 'validation.password_max' })
  newPassword: string;

  @ApiProperty({ minLength: 8 })
  @IsString() @MinLength(8, { message: 'validation.password_min_8' }) @MaxLength(256, { message: 'validation.password_max' })
  confirmPassword: string;
}

export class EmailChangeRequestDto {
  @ApiProperty({ example: 'anna.new@example.lv' })
  @Trim() @IsString() @IsEmailAddress()
  newEmail: string;

  @ApiProperty({ minLength: 6 })
  @IsString() @MinLength(6, { message: 'validation.password_min_6' }) @MaxLength(256, { message: 'validation.password_max' })
  currentPassword: string;
}

/** Only these fields can be changed through PATCH /api/me; any other field is refused by the validation pipe. */
export class UpdateProfileDto {
  @ApiPropertyOptional()
  @OmittableNotNull() @IsString() @MinLength(2, { message: 'validation.first_name_min' }) @MaxLength(100, { message: 'validation.name_max' })
  firstName?: string;

  @ApiPropertyOptional()
  @OmittableNotNull() @IsString() @MinLength(2, { message: 'validation.last_name_min' }) @MaxLength(100, { message: 'validation.name_max' })
  lastName?: string;

  @ApiPropertyOptional({ enum: COUNTRY_CODES })
  @OmittableNotNull() @IsIn(COUNTRY_CODES, { message: 'validation.country_code_invalid' })
  countryCode?: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Empty or null removes the phone number.' })
  @ValidateIf((_, value) => value !== null) @IsOptional() @IsString() @MaxLength(32, { message: 'validation.phone_invalid' })
  phoneNumber?: string | null;

  @ApiPropertyOptional({ enum: LANGUAGE_CODES })
  @OmittableNotNull() @IsIn(LANGUAGE_CODES, { message: 'validation.language_invalid' })
  preferredLanguage?: string;
}
