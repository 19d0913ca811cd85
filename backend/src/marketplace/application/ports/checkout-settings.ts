import type { CheckoutTerms } from '../../domain/checkout-terms.js';

/** What staff set for checkout: how long a hold lasts, and the fees, with a category's own fees where it has them. */
export type CheckoutSettingsView = CheckoutTerms;

export abstract class CheckoutSettings {
  abstract current(): Promise<CheckoutSettingsView>;
  /** The current settings, locked until the transaction ends: two changes at once are made, and recorded, one after the other. */
  abstract currentForChange(): Promise<CheckoutSettingsView>;
  abstract update(settings: CheckoutSettingsView): Promise<void>;
  /** Those of the ids that name no category of the catalogue, active or not. */
  abstract unknownCategories(categoryIds: string[]): Promise<string[]>;
}
