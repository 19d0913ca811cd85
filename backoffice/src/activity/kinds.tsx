import { Link } from 'react-admin';
import type { Schema } from '../api-types';

type ActivityKind = Schema<'ActivityResponse'>['kind'];
export type ActivityRecord = Schema<'ActivityResponse'>;

/** The activity kinds the API shows and filters by (the spec's new subscriber, new user, support ticket, system update, and the market's own). */
export const ACTIVITY_KINDS: { id: ActivityKind; name: string }[] = [
  { id: 'new_subscriber', name: 'bte.activity.kinds.subscriber_created' },
  { id: 'user_registered', name: 'bte.activity.kinds.user_registered' },
  { id: 'support_ticket', name: 'bte.activity.kinds.support_message_received' },
  { id: 'system_update', name: 'bte.activity.kinds.system_updated' },
  { id: 'marketplace', name: 'bte.activity.kinds.marketplace' },
];

/** Who did it: the staff member or the user by e-mail, else "System". */
export function actorText(record: Pick<ActivityRecord, 'actor' | 'actorType'>, translate: (key: string) => string): string {
  return record.actor ?? translate('bte.activity.system');
}

/** Where a record of each resource opens in the back-office (some have an edit page and no show page). */
const OPENS_IN: Record<string, 'show' | 'edit'> = { events: 'edit', categories: 'edit', subscribers: 'edit' };

/** Settings pages an action without a record of its own leads to. */
const ACTION_PAGES: Record<string, string> = {
  resale_rules_updated: '/resale-rules',
  ticket_limits_updated: '/resale-rules',
  checkout_settings_updated: '/checkout-settings',
  payout_settings_updated: '/checkout-settings',
  ledger_reconciliation_requested: '/reconciliations',
  dac7_report_requested: '/dac7-reports',
  subscribers_exported: '/subscribers',
  users_exported: '/users',
  tickets_exported: '/tickets',
  orders_exported: '/orders',
  contact_messages_exported: '/contact-messages',
  system_status_checked: '/',
  administrator_granted: '/administrators',
  administrator_revoked: '/administrators',
};

function subjectPath(record: Pick<ActivityRecord, 'subject' | 'action'>): string | null {
  const { subject } = record;
  if (subject) return subject.resource === 'messages' ? '/messages' : `/${subject.resource}/${encodeURIComponent(subject.id)}/${OPENS_IN[subject.resource] ?? 'show'}`;
  return ACTION_PAGES[record.action] ?? null;
}

/** A link to what the entry concerns, named by its title or e-mail (never by its id), or "–". */
export function SubjectLink({ record, translate }: { record: ActivityRecord; translate: (key: string, options?: object) => string }) {
  const path = subjectPath(record);
  if (!path) return <>–</>;
  const resource = record.subject?.resource;
  const label = record.subject?.label ?? translate(resource ? `bte.activity.subjects.${resource}` : 'bte.activity.open_page');
  return (
    <Link to={path} onClick={(event: { stopPropagation: () => void }) => event.stopPropagation()} data-testid="activity-subject">
      {label}
    </Link>
  );
}
