import Stripe from 'stripe';
import { newId } from './ids.js';
import type { EmulatorState } from './state.js';

export type EventType = Stripe.Event['type'];
export type EventOf<T extends EventType> = Extract<Stripe.Event, { type: T }>;

/** The API request an event came from; hosted pages and timers have none. */
export interface RequestOrigin {
  id: string | null;
  idempotency_key: string | null;
}

export const NO_REQUEST: RequestOrigin = { id: null, idempotency_key: null };

export interface EventDetails<T extends EventType> {
  request: RequestOrigin;
  previousAttributes?: Partial<EventOf<T>['data']['object']>;
  /** For events about a connected account (`account.updated`), as Stripe sends Connect events. */
  account?: string;
}

/** Records each event with a snapshot of its object and hands it to webhook delivery. */
export class EventLog {
  constructor(
    private readonly state: EmulatorState,
    private readonly deliver: (event: Stripe.Event) => number,
  ) {}

  publish<T extends EventType>(type: T, object: EventOf<T>['data']['object'], details: EventDetails<T>): EventOf<T> {
    const event = {
      id: newId('evt'),
      object: 'event',
      ...(details.account ? { account: details.account } : {}),
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      data: {
        object: structuredClone(object),
        ...(details.previousAttributes ? { previous_attributes: structuredClone(details.previousAttributes) } : {}),
      },
      livemode: false,
      pending_webhooks: 0,
      request: details.request,
      type,
    } as unknown as EventOf<T>; // TypeScript cannot narrow the event union by a generic `type`; the signature ties them.
    this.state.events.push(event);
    event.pending_webhooks = this.deliver(event);
    return event;
  }
}
