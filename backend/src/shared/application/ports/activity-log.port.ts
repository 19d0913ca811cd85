/**
 * What staff see on the dashboard's "recent activity" and in the activity log. `system.updated` entries carry
 * what changed in `details.change` (`user deactivated`, `event updated`, …), `marketplace.activity` entries what
 * users did on the market (`listing created`, `purchase`); an id in `details.<resource>Id` (`userId`, `eventId`,
 * `ticketId`, `orderId`, …) makes the entry link to that record.
 */
export type ActivityKind = 'subscriber.created' | 'user.registered' | 'support.message_received' | 'system.updated' | 'marketplace.activity';

/** Records that something happened, in the caller's transaction. Implemented by the operations context. */
export abstract class ActivityLog {
  /** `actor` is the staff member's e-mail; leave it out for what users or the system did. */
  abstract record(kind: ActivityKind, details: Record<string, string | number>, actor?: string): Promise<void>;
}
