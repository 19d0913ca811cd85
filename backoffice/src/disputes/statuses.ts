/** A card dispute's states as the API names them (docs/adr/0023-card-disputes-and-reversals.md). */
export const DISPUTE_STATUSES = ['needs_response', 'under_review', 'won', 'lost'].map((id) => ({ id, name: `bte.disputes.status.${id}` }));

/** The cardholder's reasons the provider names that staff see most; any other is shown as the provider writes it. */
const KNOWN_REASONS = ['fraudulent', 'product_not_received', 'product_unacceptable', 'duplicate', 'credit_not_processed', 'unrecognized', 'general'];

export function reasonKey(reason: unknown): string | null {
  return typeof reason === 'string' && KNOWN_REASONS.includes(reason) ? `bte.disputes.reason.${reason}` : null;
}
