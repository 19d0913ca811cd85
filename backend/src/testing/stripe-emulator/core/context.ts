import type { EventLog } from './event-log.js';
import type { EmulatorState } from './state.js';
import type { Timers } from './timers.js';

/** Stripe's price for a card payment: a percentage (in basis points, 1 % = 100) of the amount plus a fixed part. */
export interface CardFee {
  percentBasisPoints: number;
  fixedCents: number;
}

/** Stripe's standard price for European Economic Area cards: 1.5 % + €0.25. */
export const EEA_CARD_FEE: CardFee = { percentBasisPoints: 150, fixedCents: 25 };

/** What the resources share: the stored objects, the event log, timers, the hosted pages' base URL and the card price. */
export interface EmulatorContext {
  state: EmulatorState;
  events: EventLog;
  timers: Timers;
  publicUrl: string;
  cardFee: CardFee;
}

export function unixNow(): number {
  return Math.floor(Date.now() / 1000);
}
