import type { ActivityKind } from '../../shared/application/ports/activity-log.port.js';

/**
 * The kinds of the activity API, stable for the back-office, and the kinds the log stores. The API names are
 * the product's ("new email subscriber", "new user registered", "new support ticket created", "system update
 * completed"), plus marketplace activity (listings created, purchases). Changes made by staff (catalogue,
 * listings, users, administrators, status checks) are system updates; what exactly changed is the entry's action.
 */
export const ACTIVITY_KINDS = {
  new_subscriber: 'subscriber.created',
  user_registered: 'user.registered',
  support_ticket: 'support.message_received',
  system_update: 'system.updated',
  marketplace: 'marketplace.activity',
} as const satisfies Record<string, ActivityKind>;

export type PublicActivityKind = keyof typeof ACTIVITY_KINDS;

function publicKindOf(stored: string): PublicActivityKind | undefined {
  return (Object.keys(ACTIVITY_KINDS) as PublicActivityKind[]).find((kind) => ACTIVITY_KINDS[kind] === stored);
}

/** The back-office resources an entry can concern, by the detail that holds the id. The first one present wins. */
const SUBJECT_KEYS = [
  ['orderId', 'orders'],
  ['ticketId', 'tickets'],
  ['userId', 'users'],
  ['eventId', 'events'],
  ['categoryId', 'categories'],
  ['subscriberId', 'subscribers'],
  ['contactMessageId', 'contact-messages'],
  ['messageId', 'messages'],
  ['disputeId', 'disputes'],
  ['claimId', 'claims'],
] as const;

export type ActivitySubjectResource = (typeof SUBJECT_KEYS)[number][1];
export const ACTIVITY_SUBJECT_RESOURCES: ActivitySubjectResource[] = SUBJECT_KEYS.map(([, resource]) => resource);

/** Details that name the subject in words, in order of preference. */
const LABEL_KEYS = ['title', 'email', 'subject', 'name', 'key', 'from'] as const;

/** Who did it: a staff member, the user the entry is about (signing up, writing, buying, selling), or the system. */
export type ActivityActorType = 'staff' | 'user' | 'system';

interface ActivitySubject {
  resource: ActivitySubjectResource;
  id: string;
  label: string | null;
}

export interface ActivityEntry {
  id: string;
  kind: PublicActivityKind;
  /** What happened, as a stable snake_case code: `user_deactivated`, `listing_withdrawn`, `purchase`, … */
  action: string;
  /** The recorded facts, ids left out (the subject links to its record) and ids inside text shortened. */
  details: Record<string, string | number>;
  subject: ActivitySubject | null;
  actor: string | null;
  actorType: ActivityActorType;
  createdAt: Date;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** `user deactivated` → `user_deactivated`; entries of the product's own kinds are their kind. */
function actionOf(kind: PublicActivityKind, change: unknown): string {
  if (typeof change !== 'string' || change.trim() === '') return kind;
  return change.trim().toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');
}

/** Who a user-made entry is about, by the details such entries keep. */
function userOf(details: Record<string, string | number>): string | null {
  const who = details.email ?? details.from ?? details.buyer ?? details.seller;
  return typeof who === 'string' ? who : null;
}

/**
 * An entry as staff read it: its action, who did it, what it concerns (a link, never an id as text) and the
 * remaining facts with any id left in them shortened.
 */
export function readEntry(row: { id: string; kind: string; details: Record<string, string | number>; actor: string | null; createdAt: Date }): ActivityEntry {
  const kind = publicKindOf(row.kind)!;
  const raw = row.details ?? {};
  const found = SUBJECT_KEYS.find(([key]) => typeof raw[key] === 'string' && raw[key] !== '');
  const labelKey = LABEL_KEYS.find((key) => typeof raw[key] === 'string' && raw[key] !== '');
  const subject: ActivitySubject | null = found ? { resource: found[1], id: String(raw[found[0]]), label: labelKey ? String(raw[labelKey]) : null } : null;
  const details: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (key.endsWith('Id')) continue;
    details[key] = typeof value === 'string' ? value.replace(UUID, (id) => `#${id.slice(0, 8)}`) : value;
  }
  const userMade = kind === 'new_subscriber' || kind === 'user_registered' || kind === 'support_ticket' || kind === 'marketplace' || raw.change === 'account deleted by its owner';
  const actorType: ActivityActorType = row.actor ? 'staff' : userMade && userOf(raw) ? 'user' : 'system';
  return {
    id: row.id,
    kind,
    action: actionOf(kind, raw.change),
    details,
    subject,
    actor: row.actor ?? (actorType === 'user' ? userOf(raw) : null),
    actorType,
    createdAt: row.createdAt,
  };
}
