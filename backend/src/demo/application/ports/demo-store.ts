import type { EventSeed } from '../../../seed/demo-events.js';

/** An upcoming event the demo made, with its tiers, and whether the demo sellers have listed tickets for it yet. */
export interface DemoEvent {
  id: string;
  categoryId: string;
  categoryKey: string;
  title: string;
  venue: string;
  city: string;
  startsAt: Date;
  tiers: { id: string; name: string; priceCents: number }[];
  listedByDemoSellers: boolean;
}

/**
 * What the demo reads and adds. It reads only rows the demo made (events marked `demo`, listings of the demo
 * sellers) and changes no existing row: staff's events and real users' listings are never counted or touched.
 */
export abstract class DemoStore {
  /** The demo sellers that exist and may sell (active, address confirmed), in the order given. */
  abstract sellers(emails: readonly string[]): Promise<{ id: string; email: string }[]>;
  /** The demo's scheduled events starting after `after`, in active categories, soonest first. */
  abstract upcomingEvents(after: Date, sellerIds: string[]): Promise<DemoEvent[]>;
  /** A new event marked as the demo's, with the organiser's tiers; false when its category does not exist. */
  abstract addEvent(event: EventSeed, tiers: readonly { name: string; priceCents: number; available: number }[]): Promise<boolean>;
}
