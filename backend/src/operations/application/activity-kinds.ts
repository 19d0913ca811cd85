import type { ActivityKind } from '../../shared/application/ports/activity-log.port.js';

/**
 * The kinds of the activity API, stable for the back-office, and the kinds the log stores. The API names are
 * the product's ("new email subscriber", "new user registered", "new support ticket created", "system update
 * completed"); changes made by staff (catalogue, listings, users, administrators, status checks) are system updates.
 */
export const ACTIVITY_KINDS = {
  new_subscriber: 'subscriber.created',
  user_registered: 'user.registered',
  support_ticket: 'support.message_received',
  system_update: 'system.updated',
} as const satisfies Record<string, ActivityKind>;

export type PublicActivityKind = keyof typeof ACTIVITY_KINDS;

export function publicKindOf(stored: string): PublicActivityKind | undefined {
  return (Object.keys(ACTIVITY_KINDS) as PublicActivityKind[]).find((kind) => ACTIVITY_KINDS[kind] === stored);
}

export interface ActivityEntry {
  id: string;
  kind: PublicActivityKind;
  details: Record<string, string | number>;
  actor: string | null;
  createdAt: Date;
}
