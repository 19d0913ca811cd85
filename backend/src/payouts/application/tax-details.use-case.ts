import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { Clock } from '../../shared/domain/clock.js';
import { rigaDay, startOfRigaDay } from '../../shared/domain/riga-time.js';
import { assertValidBirthDate, isReportableSeller, yearTotals, type TaxDetails } from '../domain/dac7.js';
import { remindedBefore } from '../domain/payout-reminder.js';
import { PayoutEmails } from './payout-emails.js';
import { SellerActivity, TaxDetailsRepository } from './ports/dac7.js';

export interface SellerTaxStatus {
  /** The calendar year (Riga) counted so far. */
  year: number;
  sales: number;
  considerationCents: number;
  /** The seller reached a DAC7 line this year and has not given their details: payouts wait for them. */
  required: boolean;
  /** Absent until given. */
  details?: TaxDetails;
}

/** A Riga calendar year's bounds. */
export function rigaYear(year: number): { from: Date; to: Date } {
  return { from: startOfRigaDay(`${year}-01-01`)!, to: startOfRigaDay(`${year + 1}-01-01`)! };
}

/**
 * DAC7 for a seller (GET/PUT /api/me/tax-details): whether this year's sales make them reportable, the details they
 * gave, and saving them. The payout run asks `holdsPayout` before each transfer.
 */
@Injectable()
export class SellerTaxDetails {
  constructor(
    private readonly details: TaxDetailsRepository,
    private readonly activity: SellerActivity,
    private readonly emails: PayoutEmails,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  async status(sellerId: string): Promise<SellerTaxStatus> {
    const year = Number(rigaDay(this.clock.now()).slice(0, 4));
    const [quarters, details] = await Promise.all([this.activity.ofSeller(sellerId, rigaYear(year)), this.details.of(sellerId)]);
    const total = yearTotals(quarters);
    return {
      year,
      sales: total.sales,
      considerationCents: total.considerationCents,
      required: details === null && isReportableSeller(total),
      ...(details ? { details } : {}),
    };
  }

  async save(sellerId: string, details: TaxDetails): Promise<SellerTaxStatus> {
    assertValidBirthDate(details.birthDate, rigaDay(this.clock.now()));
    await this.details.save(sellerId, { ...details, taxCountry: details.taxCountry.toUpperCase(), country: details.country.toUpperCase() }, this.clock.now());
    return this.status(sellerId);
  }

  /**
   * A reportable seller without tax details is not paid until they give them; the run that holds their payout asks
   * them by e-mail (at most once every 7 days, claimed in the transaction that queues the mail).
   */
  async holdsPayout(sellerId: string): Promise<boolean> {
    const status = await this.status(sellerId);
    if (!status.required) return false;
    const now = this.clock.now();
    await this.transactions.run(async () => {
      if (await this.details.claimRequest(sellerId, remindedBefore(now), now)) await this.emails.taxDetailsNeeded(sellerId, status.year);
    });
    return true;
  }
}
