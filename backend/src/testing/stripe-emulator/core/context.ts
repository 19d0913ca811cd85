import type { EventLog } from './event-log.js';
import type { EmulatorState } from './state.js';
import type { Timers } from './timers.js';

/** What the resources share: the stored objects, the event log, timers and the hosted pages' base URL. */
export interface EmulatorContext {
  state: EmulatorState;
  events: EventLog;
  timers: Timers;
  publicUrl: string;
}

export function unixNow(): number {
  return Math.floor(Date.now() / 1000);
}
