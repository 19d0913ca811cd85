import type { ActivityKind } from '../../../shared/application/ports/activity-log.port.js';
import type { ActivityEntry } from '../activity-kinds.js';

export interface ActivityListQuery {
  sort: { field: string; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
  kind?: ActivityKind;
}

/** Reads the activity log, newest first by default. */
export abstract class ActivityQueries {
  abstract list(query: ActivityListQuery): Promise<{ items: ActivityEntry[]; total: number }>;
  /** The entry with this id, or null when there is none (also for an id that cannot be one) or its kind is not shown. */
  abstract findById(id: string): Promise<ActivityEntry | null>;
}
