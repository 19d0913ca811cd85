import type { EventMove } from '../../domain/event-move.js';

export abstract class EventMoves {
  /** False when this move (the event to this start) was recorded before. */
  abstract record(move: EventMove, id: string): Promise<boolean>;
  /** The event's latest move, if it ever moved. */
  abstract latest(eventId: string): Promise<EventMove | null>;
  /** Every listing of the event, whatever its state, takes the event's new day and time (Riga). */
  abstract moveListings(eventId: string, eventDate: string, eventTime: string): Promise<number>;
}
