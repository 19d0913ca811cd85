export interface CountWithGrowth {
  total: number;
  new7d: number;
  new30d: number;
}

export interface DailyFigures {
  /** A calendar day in Riga, YYYY-MM-DD. */
  date: string;
  signUps: number;
  sales: number;
  salesValueCents: number;
}

export interface DashboardFigures {
  users: CountWithGrowth;
  subscribers: CountWithGrowth;
  tickets: { active: number };
  sales: { count: number; valueCents: number; currency: 'EUR' };
  /** The last `days` days in Riga, oldest first, one entry per day (days without anything are zeros). */
  daily: DailyFigures[];
}

/** The dashboard's aggregates, counted by the database: no rows are loaded to count them. */
export abstract class DashboardFiguresQuery {
  abstract figures(days: number): Promise<DashboardFigures>;
}
