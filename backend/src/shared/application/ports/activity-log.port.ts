/** What staff see on the dashboard's "recent activity". */
export type ActivityKind = 'subscriber.created' | 'user.registered' | 'support.message_received' | 'system.updated';

/** Records that something happened, in the caller's transaction. Implemented by the operations context. */
export abstract class ActivityLog {
  abstract record(kind: ActivityKind, details: Record<string, string | number>, actor?: string): Promise<void>;
}
