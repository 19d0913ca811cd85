import { isCalendarDay } from '../../shared/domain/riga-time.js';
import { PayoutsErrors } from './payouts.errors.js';

/**
 * DAC7 (Council Directive (EU) 2021/514): a platform reports each seller who, in a calendar year, made 30 sales or
 * more, or was paid more than €2,000 for them. Sales and consideration are counted when the money is credited to the
 * seller (a sale's release in the books), net of the platform's fee; quarters and years are Riga's.
 */
const REPORTABLE_FROM = { sales: 30, overConsiderationCents: 200_000 };

export interface QuarterActivity {
  sales: number;
  /** Credited to the seller, after the platform's fee, euro cents. */
  considerationCents: number;
  /** The platform's fee on those sales, euro cents. */
  feesCents: number;
}

/** What a seller needs to give before their next payout once they are reportable. */
export interface TaxDetails {
  firstName: string;
  lastName: string;
  taxId: string;
  /** ISO 3166-1 alpha-2: who issued the tax id. */
  taxCountry: string;
  street: string;
  city: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2 of the address. */
  country: string;
  /** YYYY-MM-DD. */
  birthDate: string;
}

export function yearTotals(quarters: readonly QuarterActivity[]): QuarterActivity {
  return quarters.reduce((sum, quarter) => ({ sales: sum.sales + quarter.sales, considerationCents: sum.considerationCents + quarter.considerationCents, feesCents: sum.feesCents + quarter.feesCents }), {
    sales: 0,
    considerationCents: 0,
    feesCents: 0,
  });
}

export function isReportableSeller(year: Pick<QuarterActivity, 'sales' | 'considerationCents'>): boolean {
  return year.sales >= REPORTABLE_FROM.sales || year.considerationCents > REPORTABLE_FROM.overConsiderationCents;
}

/** The date of birth is a real day, and the seller an adult on `today` (YYYY-MM-DD). */
export function assertValidBirthDate(birthDate: string, today: string): void {
  if (!isCalendarDay(birthDate) || birthDate < '1900-01-01') throw PayoutsErrors.birthDateInvalid();
  const [year, rest] = [Number(today.slice(0, 4)), today.slice(4)];
  if (birthDate > `${year - 18}${rest}`) throw PayoutsErrors.birthDateInvalid();
}
