import type { Schema } from '../api-types';

/** GET /api/admin/dashboard: every figure is counted by the database, never from a page of records. */
export type DashboardFigures = Schema<'DashboardResponse'>;
export type DailyFigures = DashboardFigures['daily'][number];
export type RecentActivity = DashboardFigures['recentActivity'][number];

/** GET /api/admin/system-status and POST system-status/checks. */
type SystemStatusReport = Schema<'SystemStatusResponse'>;
export type ServiceStatus = SystemStatusReport['services'][number]['status'];
