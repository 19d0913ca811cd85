import { IdentityErrors } from './identity.errors.js';

/** The country codes the product offers; Latvia's is the default. */
export const COUNTRY_CODES = ['+371', '+370', '+372', '+7'] as const;
type CountryCode = (typeof COUNTRY_CODES)[number];
const DEFAULT_COUNTRY_CODE: CountryCode = '+371';

/**
 * The phone is stored as the country code joined with the number ("+37120000000"), or null when no number is
 * given. Spaces, dashes and brackets in the number are dropped; what remains must be 5 to 14 digits.
 */
export function joinPhone(countryCode: string | undefined, number: string | undefined | null): string | null {
  const digits = (number ?? '').replace(/[\s\-().]/g, '');
  if (digits === '') return null;
  const code = countryCode ?? DEFAULT_COUNTRY_CODE;
  if (!(COUNTRY_CODES as readonly string[]).includes(code) || !/^\d{5,14}$/.test(digits)) throw IdentityErrors.phoneInvalid();
  return `${code}${digits}`;
}
