import type { ProviderMovement } from '../../domain/reconciliation.js';

/**
 * What the payment provider reports of the platform's own balance (read only). An outage throws
 * PayoutsErrors.providerUnavailable().
 */
export abstract class ProviderStatements {
  /** The platform's balance at the provider now, in euro cents (available and pending). */
  abstract balanceCents(): Promise<number>;
  /** Every movement of the platform's balance created in [from, to), all pages of them. */
  abstract movements(window: { from: Date; to: Date }): Promise<ProviderMovement[]>;
}
