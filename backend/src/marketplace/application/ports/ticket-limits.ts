import type { TicketLimitSet } from '../../domain/resale-rules.js';

export abstract class TicketLimits {
  /** The event's own limit, else the general one. */
  abstract limitFor(eventId: string): Promise<number>;
  abstract current(): Promise<TicketLimitSet>;
  /** Like current(), locking the limits until the caller's transaction ends. */
  abstract currentForChange(): Promise<TicketLimitSet>;
  abstract update(limits: TicketLimitSet): Promise<void>;
  abstract unknownEvents(eventIds: string[]): Promise<string[]>;
}
