/** A claim's states and reasons, as the API names them (docs/adr/0021-ledger-and-payouts.md). */
export const CLAIM_STATUSES = ['open', 'refunding', 'closed'].map((id) => ({ id, name: `bte.claims.status.${id}` }));
export const CLAIM_REASONS = ['refused_at_entrance', 'not_as_described', 'not_received', 'event_moved'].map((id) => ({ id, name: `bte.claims.reason.${id}` }));
