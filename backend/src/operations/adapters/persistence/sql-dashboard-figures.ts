import { Injectable } from '@nestjs/common';
import { SqlDatabase } from '../../../shared/adapters/persistence/sql-database.js';
import { DashboardFiguresQuery, type DashboardFigures } from '../../application/ports/dashboard-figures.js';

const GROWTH = (rows: string) => `SELECT count(*) AS total,
  count(*) FILTER (WHERE created_at >= now() - interval '7 days') AS new7d,
  count(*) FILTER (WHERE created_at >= now() - interval '30 days') AS new30d FROM ${rows}`;

/**
 * A read model over the tables of identity, newsletter and marketplace. Counting is the database's job: each
 * figure is one aggregate, and the daily series is grouped by Riga calendar day and zero-filled by generate_series.
 */
/** A sale is a paid order (not a hold that lapsed or was cancelled); its value is what the tickets sold for, fees apart. */
const SOLD = `status IN ('paid', 'completed', 'disputed')`;

const DAILY = `
  WITH first_day AS (SELECT (now() AT TIME ZONE 'Europe/Riga')::date - ($1::int - 1) AS day),
  since AS (SELECT day, day::timestamp AT TIME ZONE 'Europe/Riga' AS instant FROM first_day),
  days AS (SELECT generate_series(since.day, since.day + ($1::int - 1), interval '1 day')::date AS day FROM since),
  sign_ups AS (
    SELECT (created_at AT TIME ZONE 'Europe/Riga')::date AS day, count(*) AS n
    FROM users WHERE created_at >= (SELECT instant FROM since) GROUP BY 1),
  sales AS (
    SELECT (paid_at AT TIME ZONE 'Europe/Riga')::date AS day, count(*) AS n, sum(tickets_cents) AS cents
    FROM orders WHERE ${SOLD} AND paid_at >= (SELECT instant FROM since) GROUP BY 1)
  SELECT to_char(days.day, 'YYYY-MM-DD') AS date, coalesce(sign_ups.n, 0) AS "signUps", coalesce(sales.n, 0) AS sales, coalesce(sales.cents, 0) AS "salesValueCents"
  FROM days LEFT JOIN sign_ups USING (day) LEFT JOIN sales USING (day) ORDER BY days.day`;

type Counts = { total: string; new7d: string; new30d: string };

@Injectable()
export class SqlDashboardFigures extends DashboardFiguresQuery {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  async figures(days: number): Promise<DashboardFigures> {
    const [[users], [subscribers], [tickets], [sales], daily] = await Promise.all([
      this.sql.rows<Counts>(GROWTH('users')),
      this.sql.rows<Counts>(GROWTH('newsletter_subscribers WHERE confirmed_at IS NOT NULL')),
      this.sql.rows<{ active: string }>(`SELECT count(*) AS active FROM tickets WHERE status = 'available'`),
      this.sql.rows<{ count: string; cents: string }>(`SELECT count(*) AS count, coalesce(sum(tickets_cents), 0) AS cents FROM orders WHERE ${SOLD}`),
      this.sql.rows<{ date: string; signUps: string; sales: string; salesValueCents: string }>(DAILY, [days]),
    ]);
    const growth = (row: Counts) => ({ total: Number(row.total), new7d: Number(row.new7d), new30d: Number(row.new30d) });
    return {
      users: growth(users),
      subscribers: growth(subscribers),
      tickets: { active: Number(tickets.active) },
      sales: { count: Number(sales.count), valueCents: Number(sales.cents), currency: 'EUR' },
      daily: daily.map((day) => ({ date: day.date, signUps: Number(day.signUps), sales: Number(day.sales), salesValueCents: Number(day.salesValueCents) })),
    };
  }
}
