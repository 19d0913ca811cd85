import type { Schema } from '../api-types';

type ActivityKind = Schema<'ActivityResponse'>['kind'];

/** The activity kinds the API shows and filters by (the spec's new subscriber, new user, support ticket, system update). */
export const ACTIVITY_KINDS: { id: ActivityKind; name: string }[] = [
  { id: 'new_subscriber', name: 'bte.activity.kinds.subscriber_created' },
  { id: 'user_registered', name: 'bte.activity.kinds.user_registered' },
  { id: 'support_ticket', name: 'bte.activity.kinds.support_message_received' },
  { id: 'system_update', name: 'bte.activity.kinds.system_updated' },
];

export function activityKindLabel(kind: string): string {
  return ACTIVITY_KINDS.find((choice) => choice.id === kind)?.name ?? kind;
}

/** Details arrive as text or as a small object of named values; either way they read as one line. */
export function detailsText(details: unknown): string {
  if (details === null || details === undefined) return '';
  if (typeof details !== 'object') return String(details);
  return Object.entries(details as Record<string, unknown>)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(', ');
}
