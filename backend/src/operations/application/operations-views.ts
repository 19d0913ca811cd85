import { Injectable } from '@nestjs/common';
import { OperationsErrors } from '../domain/operations.errors.js';
import { ACTIVITY_KINDS, type ActivityEntry, type PublicActivityKind } from './activity-kinds.js';
import { ActivityQueries } from './ports/activity-queries.js';
import { DashboardFiguresQuery } from './ports/dashboard-figures.js';

const DASHBOARD_DAYS = 30;
const RECENT_ACTIVITY = 10;

/** What staff read on the dashboard and in the activity list. */
@Injectable()
export class OperationsViews {
  constructor(
    private readonly activityLog: ActivityQueries,
    private readonly figures: DashboardFiguresQuery,
  ) {}

  activity(query: { sort: { field: string; order: 'ASC' | 'DESC' }; offset: number; limit: number; kind?: PublicActivityKind }) {
    return this.activityLog.list({ ...query, kind: query.kind ? ACTIVITY_KINDS[query.kind] : undefined });
  }

  async activityEntry(id: string): Promise<ActivityEntry> {
    const entry = await this.activityLog.findById(id);
    if (!entry) throw OperationsErrors.activityNotFound();
    return entry;
  }

  async dashboard() {
    const [figures, recent] = await Promise.all([
      this.figures.figures(DASHBOARD_DAYS),
      this.activityLog.list({ sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: RECENT_ACTIVITY }),
    ]);
    return { ...figures, recentActivity: recent.items };
  }
}
