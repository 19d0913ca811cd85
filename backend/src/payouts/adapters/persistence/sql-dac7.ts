import { Injectable } from '@nestjs/common';
import { SqlDatabase } from '../../../shared/adapters/persistence/sql-database.js';
import { Dac7Reports, SellerActivity, TaxDetailsRepository, type Dac7Report } from '../../application/ports/dac7.js';
import type { QuarterActivity, TaxDetails } from '../../domain/dac7.js';
import type { ReportableSeller } from '../../domain/dac7-report.js';

const DETAILS = `first_name AS "firstName", last_name AS "lastName", tax_id AS "taxId", tax_country AS "taxCountry", street, city, postal_code AS "postalCode",
  country, to_char(birth_date, 'YYYY-MM-DD') AS "birthDate"`;

/** Each release of the year: the seller credited, the Riga quarter, what they were credited and the platform's fee. */
const RELEASES = `
  SELECT e.seller_id, extract(quarter FROM t.occurred_at AT TIME ZONE 'Europe/Riga')::int AS quarter, -e.amount_cents AS cents,
    COALESCE((SELECT -sum(f.amount_cents) FROM ledger_entries f WHERE f.transaction_id = t.id AND f.account = 'platform_fees'), 0) AS fees
  FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id AND e.account = 'seller_payable'
  WHERE t.kind = 'release' AND t.occurred_at >= $1 AND t.occurred_at < $2`;

type QuarterRow = { sellerId: string; quarter: number; sales: string; cents: string; fees: string };

function quartersOf(rows: QuarterRow[]): QuarterActivity[] {
  const quarters = [1, 2, 3, 4].map(() => ({ sales: 0, considerationCents: 0, feesCents: 0 }));
  for (const row of rows) quarters[row.quarter - 1] = { sales: Number(row.sales), considerationCents: Number(row.cents), feesCents: Number(row.fees) };
  return quarters;
}

@Injectable()
export class SqlTaxDetails extends TaxDetailsRepository {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  of(sellerId: string): Promise<TaxDetails | null> {
    return this.sql.one<TaxDetails>(`SELECT ${DETAILS} FROM seller_tax_details WHERE seller_id = $1`, [sellerId]);
  }

  async save(sellerId: string, details: TaxDetails, at: Date): Promise<void> {
    await this.sql.rows(
      `INSERT INTO seller_tax_details (seller_id, first_name, last_name, tax_id, tax_country, street, city, postal_code, country, birth_date, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::date, $11)
       ON CONFLICT (seller_id) DO UPDATE SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name, tax_id = EXCLUDED.tax_id,
         tax_country = EXCLUDED.tax_country, street = EXCLUDED.street, city = EXCLUDED.city, postal_code = EXCLUDED.postal_code,
         country = EXCLUDED.country, birth_date = EXCLUDED.birth_date, updated_at = EXCLUDED.updated_at`,
      [sellerId, details.firstName, details.lastName, details.taxId, details.taxCountry, details.street, details.city, details.postalCode, details.country, details.birthDate, at],
    );
  }

  async claimRequest(sellerId: string, askedBefore: Date, at: Date): Promise<boolean> {
    const rows = await this.sql.rows(
      `INSERT INTO tax_details_requests (seller_id, last_sent_at) VALUES ($1, $3)
       ON CONFLICT (seller_id) DO UPDATE SET last_sent_at = EXCLUDED.last_sent_at, sent_count = tax_details_requests.sent_count + 1
       WHERE tax_details_requests.last_sent_at <= $2
       RETURNING seller_id`,
      [sellerId, askedBefore, at],
    );
    return rows.length > 0;
  }
}

@Injectable()
export class SqlSellerActivity extends SellerActivity {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  async ofSeller(sellerId: string, year: { from: Date; to: Date }): Promise<QuarterActivity[]> {
    const rows = await this.sql.rows<QuarterRow>(
      `SELECT r.seller_id AS "sellerId", r.quarter, count(*) AS sales, sum(r.cents) AS cents, sum(r.fees) AS fees FROM (${RELEASES}) r
       WHERE r.seller_id = $3 GROUP BY r.seller_id, r.quarter`,
      [year.from, year.to, sellerId],
    );
    return quartersOf(rows);
  }

  async all(year: { from: Date; to: Date }): Promise<ReportableSeller[]> {
    const rows = await this.sql.rows<QuarterRow>(
      `SELECT r.seller_id AS "sellerId", r.quarter, count(*) AS sales, sum(r.cents) AS cents, sum(r.fees) AS fees FROM (${RELEASES}) r
       GROUP BY r.seller_id, r.quarter ORDER BY r.seller_id`,
      [year.from, year.to],
    );
    const sellers = [...new Set(rows.map((row) => row.sellerId))];
    const [details, contacts] = await Promise.all([
      this.sql.rows<TaxDetails & { sellerId: string }>(`SELECT seller_id AS "sellerId", ${DETAILS} FROM seller_tax_details WHERE seller_id = ANY($1::uuid[])`, [sellers]),
      this.sql.rows<{ id: string; email: string }>(`SELECT id, email FROM identity_member_contacts WHERE id = ANY($1::uuid[])`, [sellers]),
    ]);
    return sellers.map((sellerId) => {
      const given = details.find((row) => row.sellerId === sellerId);
      const { sellerId: _id, ...taxDetails } = given ?? { sellerId };
      return {
        sellerId,
        email: contacts.find((row) => row.id === sellerId)?.email ?? null,
        quarters: quartersOf(rows.filter((row) => row.sellerId === sellerId)) as ReportableSeller['quarters'],
        details: given ? (taxDetails as TaxDetails) : null,
      };
    });
  }
}

const REPORT = `id, year, state, seller_count AS "sellerCount", failure, requested_by AS "requestedBy", created_at AS "createdAt", finished_at AS "finishedAt"`;

@Injectable()
export class SqlDac7Reports extends Dac7Reports {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  async create(report: { id: string; year: number; requestedBy: string; createdAt: Date }): Promise<void> {
    await this.sql.rows(`INSERT INTO tax_reports (id, year, state, requested_by, created_at) VALUES ($1, $2, 'pending', $3, $4)`, [report.id, report.year, report.requestedBy, report.createdAt]);
  }

  find(id: string): Promise<Dac7Report | null> {
    return this.sql.one<Dac7Report>(`SELECT ${REPORT} FROM tax_reports WHERE id = $1`, [id]);
  }

  async file(id: string, format: 'csv' | 'xml'): Promise<string | null> {
    const row = await this.sql.one<{ body: string | null }>(`SELECT ${format === 'csv' ? 'csv' : 'xml'} AS body FROM tax_reports WHERE id = $1 AND state = 'ready'`, [id]);
    return row?.body ?? null;
  }

  async list(query: { offset: number; limit: number }): Promise<{ items: Dac7Report[]; total: number }> {
    const rows = await this.sql.rows<Dac7Report & { total: string }>(`SELECT ${REPORT}, count(*) OVER () AS total FROM tax_reports ORDER BY created_at DESC LIMIT $1 OFFSET $2`, [query.limit, query.offset]);
    return { items: rows.map(({ total: _total, ...report }) => report), total: rows.length ? Number(rows[0].total) : 0 };
  }

  async finish(id: string, result: { sellerCount: number; csv: string; xml: string }, at: Date): Promise<void> {
    await this.sql.rows(`UPDATE tax_reports SET state = 'ready', seller_count = $2, csv = $3, xml = $4, failure = NULL, finished_at = $5 WHERE id = $1`, [id, result.sellerCount, result.csv, result.xml, at]);
  }

  async fail(id: string, failure: string, at: Date): Promise<void> {
    await this.sql.rows(`UPDATE tax_reports SET state = 'failed', failure = $2, finished_at = $3 WHERE id = $1`, [id, failure, at]);
  }
}
