import type { FeeRules } from '../../domain/fees.js';

/** What staff set for checkout: how long a hold lasts, and the fees, with a category's own fees where it has them. */
export interface CheckoutSettingsView {
  holdMinutes: number;
  fees: FeeRules;
  categoryFees: { categoryId: string; fees: FeeRules }[];
}

export abstract class CheckoutSettings {
  abstract current(): Promise<CheckoutSettingsView>;
  /** The fees that apply to a listing of this category. */
  abstract feesFor(categoryId: string): Promise<FeeRules & { holdMinutes: number }>;
  abstract update(settings: CheckoutSettingsView): Promise<void>;
}

