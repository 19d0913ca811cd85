/** GET /api/admin/dashboard: every figure is counted by the database, never from a page of records. */
export interface DashboardFigures {
  users: { total: number; new7d: number; new30d: number };
  subscribers: { total: number; new7d: number; new30d: number };
  tickets: { active: number };
  sales: { count: number; valueCents: number; currency: string };
  daily: DailyFigures[];
  recentActivity: RecentActivity[];
}

export interface DailyFigures {
  date: string;
  signUps: number;
  sales: number;
  salesValueCents: number;
}

export interface RecentActivity {
  id: string | number;
  kind: string;
  activity: string;
  details: unknown;
  actor?: string | null;
  createdAt: string;
}

export type ServiceKey = 'homepage' | 'authentication' | 'database' | 'email' | 'queues' | 'storage';
export type ServiceStatus = 'operational' | 'degraded' | 'down';

/** GET /api/admin/system-status and POST system-status/checks. */
export interface SystemStatusReport {
  checkedAt: string;
  services: { key: ServiceKey; status: ServiceStatus; latencyMs: number; detail?: string }[];
}
