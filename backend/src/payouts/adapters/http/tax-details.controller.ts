import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { Access } from '../../../shared/adapters/http/access.js';
import { CurrentUser, SignedIn } from '../../../shared/adapters/http/signed-in.js';
import type { AuthenticatedUser } from '../../../shared/application/authenticated-user.js';
import { SellerTaxDetails } from '../../application/tax-details.use-case.js';

const COUNTRY = /^[A-Za-z]{2}$/;

export class TaxDetailsDto {
  @ApiProperty({ minLength: 1, maxLength: 100, description: 'As on the tax registration.' })
  @IsString({ message: 'validation.tax_name' }) @MinLength(1, { message: 'validation.tax_name' }) @MaxLength(100, { message: 'validation.tax_name' })
  firstName: string;

  @ApiProperty({ minLength: 1, maxLength: 100 })
  @IsString({ message: 'validation.tax_name' }) @MinLength(1, { message: 'validation.tax_name' }) @MaxLength(100, { message: 'validation.tax_name' })
  lastName: string;

  @ApiProperty({ minLength: 4, maxLength: 40, example: '120588-12345', description: 'Tax identification number (in Latvia the personal code).' })
  @IsString({ message: 'validation.tax_id' }) @MinLength(4, { message: 'validation.tax_id' }) @MaxLength(40, { message: 'validation.tax_id' })
  taxId: string;

  @ApiProperty({ pattern: '^[A-Za-z]{2}$', example: 'LV', description: 'ISO 3166-1 country that issued the tax id.' })
  @IsString({ message: 'validation.tax_country' }) @Matches(COUNTRY, { message: 'validation.tax_country' })
  taxCountry: string;

  @ApiProperty({ minLength: 2, maxLength: 200, example: 'Brīvības iela 1-2' })
  @IsString({ message: 'validation.tax_address' }) @MinLength(2, { message: 'validation.tax_address' }) @MaxLength(200, { message: 'validation.tax_address' })
  street: string;

  @ApiProperty({ minLength: 1, maxLength: 100, example: 'Rīga' })
  @IsString({ message: 'validation.tax_address' }) @MinLength(1, { message: 'validation.tax_address' }) @MaxLength(100, { message: 'validation.tax_address' })
  city: string;

  @ApiProperty({ minLength: 2, maxLength: 20, example: 'LV-1010' })
  @IsString({ message: 'validation.tax_address' }) @MinLength(2, { message: 'validation.tax_address' }) @MaxLength(20, { message: 'validation.tax_address' })
  postalCode: string;

  @ApiProperty({ pattern: '^[A-Za-z]{2}$', example: 'LV', description: 'ISO 3166-1 country of the address.' })
  @IsString({ message: 'validation.tax_country' }) @Matches(COUNTRY, { message: 'validation.tax_country' })
  country: string;

  @ApiProperty({ format: 'date', example: '1988-05-12' })
  @IsString({ message: 'validation.birth_date' }) @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.birth_date' })
  birthDate: string;
}

export class TaxStatusResponse {
  @ApiProperty({ type: 'integer', description: 'The calendar year counted so far.' }) year: number;
  @ApiProperty({ type: 'integer', description: 'Sales credited to you this year.' }) sales: number;
  @ApiProperty({ type: 'integer', description: 'Credited to you this year after fees, euro cents.' }) considerationCents: number;
  @ApiProperty({ description: 'You reached 30 sales or more than €2,000 this year (DAC7): your payouts wait for your tax details.' }) required: boolean;
  @ApiProperty({ type: TaxDetailsDto, required: false, description: 'The details given; absent until then.' }) details?: TaxDetailsDto;
}

/** The seller's tax details for DAC7 reporting. */
@ApiTags('payouts')
@Controller('me/tax-details')
@SignedIn()
export class TaxDetailsController {
  constructor(private readonly tax: SellerTaxDetails) {}

  @Get()
  @Access('user')
  @ApiOkResponse({ description: "This year's sales as DAC7 counts them, whether details are required, and those given.", type: TaxStatusResponse })
  details(@CurrentUser() user: AuthenticatedUser): Promise<TaxStatusResponse> {
    return this.tax.status(user.id);
  }

  @Put()
  @Access('user')
  @ApiOkResponse({ description: 'Saved (replacing earlier ones); a payout held for them is made at the next payout run. Answers like GET.', type: TaxStatusResponse })
  @ApiBadRequestResponse({ description: 'A field missing or malformed (fieldErrors), or a date of birth that is not an adult\'s (payouts.birth_date_invalid).' })
  save(@CurrentUser() user: AuthenticatedUser, @Body() body: TaxDetailsDto): Promise<TaxStatusResponse> {
    return this.tax.save(user.id, {
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      taxId: body.taxId.trim(),
      taxCountry: body.taxCountry,
      street: body.street.trim(),
      city: body.city.trim(),
      postalCode: body.postalCode.trim(),
      country: body.country,
      birthDate: body.birthDate,
    });
  }
}
