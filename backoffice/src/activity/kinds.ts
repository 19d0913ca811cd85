/** The activity kinds the API records (the spec's new subscriber, new user, support ticket, system update). */
export const ACTIVITY_KINDS = [
  { id: 'subscriber.created', name: 'bte.activity.kinds.subscriber_created' },
  { id: 'user.registered', name: 'bte.activity.kinds.user_registered' },
  { id: 'support.message_received', name: 'bte.activity.kinds.support_message_received' },
  { id: 'system.updated', name: 'bte.activity.kinds.system_updated' },
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
