import type { QuarterActivity, TaxDetails } from '../../domain/dac7.js';
import type { ReportableSeller } from '../../domain/dac7-report.js';

/** The tax details sellers give for DAC7 (one record per seller, replaced when changed). */
export abstract class TaxDetailsRepository {
  abstract of(sellerId: string): Promise<TaxDetails | null>;
  abstract save(sellerId: string, details: TaxDetails, at: Date): Promise<void>;
  /** Records that the seller is asked for them now, unless they were since `askedBefore`: true when this caller asks. */
  abstract claimRequest(sellerId: string, askedBefore: Date, at: Date): Promise<boolean>;
}

/** Sellers' sales as the books credited them (releases), per Riga quarter of a year. */
export abstract class SellerActivity {
  /** One seller's four quarters of the year whose bounds are given. */
  abstract ofSeller(sellerId: string, year: { from: Date; to: Date }): Promise<QuarterActivity[]>;
  /** Every seller with a sale in the year, their quarters, e-mail and tax details. */
  abstract all(year: { from: Date; to: Date }): Promise<ReportableSeller[]>;
}

export interface Dac7Report {
  id: string;
  year: number;
  state: 'pending' | 'ready' | 'failed';
  sellerCount: number;
  failure: string | null;
  requestedBy: string;
  createdAt: Date;
  finishedAt: Date | null;
}

/** The yearly reports staff export: requested, then written by a job. */
export abstract class Dac7Reports {
  abstract create(report: { id: string; year: number; requestedBy: string; createdAt: Date }): Promise<void>;
  abstract find(id: string): Promise<Dac7Report | null>;
  abstract file(id: string, format: 'csv' | 'xml'): Promise<string | null>;
  abstract list(query: { offset: number; limit: number }): Promise<{ items: Dac7Report[]; total: number }>;
  abstract finish(id: string, result: { sellerCount: number; csv: string; xml: string }, at: Date): Promise<void>;
  abstract fail(id: string, failure: string, at: Date): Promise<void>;
}
