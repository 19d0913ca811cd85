import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from '@jest/globals';

const here = import.meta.dirname;

/** Who owns each table (docs/architecture.md). A context's SQL names its own tables, shared ones and published views. */
const OWNERS: Record<string, string[]> = {
  identity: ['users', 'sessions', 'one_time_tokens', 'admin_users'],
  catalog: ['categories', 'events', 'event_ticket_tiers', 'scheduled_events_by_day', 'removed_events'],
  marketplace: [
    'tickets', 'orders', 'purchase_idempotency_keys', 'deleted_tickets', 'checkout_settings', 'category_fees', 'payment_events', 'order_claims',
    'resale_rules', 'ticket_limits', 'order_disputes', 'ticket_file_downloads', 'event_moves', 'ticket_files', 'waiting_list_entries',
    'waiting_list_offers', 'waiting_list_settings', 'waiting_list_pauses', 'claim_files',
  ],
  newsletter: ['newsletter_subscribers', 'newsletter_messages', 'newsletter_deliveries'],
  support: ['contact_messages'],
  // newsletter_exports: data_exports under its name before migration 1764980000000 (ADR 0032).
  operations: ['activity_log', 'data_exports', 'newsletter_exports'],
  payouts: ['ledger_transactions', 'ledger_entries', 'payout_accounts', 'seller_payouts', 'payout_settings', 'seller_reversals', 'ledger_reconciliations', 'payout_account_reminders', 'seller_tax_details', 'tax_reports', 'tax_details_requests'],
  shared: ['outbox', 'sent_emails'],
};

/** Views a context publishes for the others to read (migration 1764100000000, ADR 0016). */
const PUBLISHED_VIEWS: Record<string, string[]> = {
  identity: ['identity_member_names', 'identity_member_contacts'],
  catalog: ['catalog_category_refs', 'catalog_event_refs'],
  marketplace: ['marketplace_paid_sales'],
};

/**
 * Crossings still allowed, each named: operations' dashboard counts and its housekeeping deletes expired rows of
 * other contexts (ADR 0016 says why they stay for now). Any crossing not listed here fails.
 */
const KNOWN_CROSSINGS = [
  'operations/adapters/persistence/sql-dashboard-figures.ts → users',
  'operations/adapters/persistence/sql-dashboard-figures.ts → newsletter_subscribers',
  'operations/adapters/persistence/sql-dashboard-figures.ts → tickets',
  'operations/adapters/persistence/sql-dashboard-figures.ts → orders',
  'operations/adapters/persistence/sql-expired-records.ts → sessions',
  'operations/adapters/persistence/sql-expired-records.ts → one_time_tokens',
  'operations/adapters/persistence/sql-expired-records.ts → purchase_idempotency_keys',
];

const owner = new Map(Object.entries(OWNERS).flatMap(([context, tables]) => tables.map((table) => [table, context] as const)));

/**
 * The tables and views a piece of SQL reads or writes: after a keyword (in capitals, as all SQL here is written), or
 * opening a string that is put after one (`FROM ${rows}` with rows = 'users WHERE ...').
 */
export function tablesNamedIn(sql: string): string[] {
  return [...sql.matchAll(/(?:\b(?:FROM|JOIN|INTO|UPDATE|TABLE)\s+|['`])([a-z_][a-z0-9_]*)\b/g)].map((match) => match[1]);
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !/\.(int-|e2e-)?spec\.ts$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Every table or view of another context named in this context's SQL, as "file → table". SQL lives in adapters only
 * (the dependency rules keep the domain and application layers from reaching the database), so a quoted word there,
 * such as a back-office resource called 'orders', is not read as a table.
 */
function crossings(context: string): string[] {
  return sourceFiles(join(here, context)).filter((file) => file.includes('/adapters/')).flatMap((file) =>
    [...new Set(tablesNamedIn(readFileSync(file, 'utf8')))]
      .filter((table) => owner.has(table) && owner.get(table) !== context && owner.get(table) !== 'shared')
      .map((table) => `${relative(here, file)} → ${table}`),
  );
}

describe("each context's SQL names only its own tables, shared ones and views other contexts publish", () => {
  it('finds the tables a statement names', () => {
    expect(tablesNamedIn(`SELECT 1 FROM tickets t JOIN users s ON s.id = t.seller_id WHERE EXISTS (SELECT 1 FROM categories c)`)).toEqual(['tickets', 'users', 'categories']);
    expect(tablesNamedIn(`INSERT INTO outbox (job_name) VALUES ($1)`)).toEqual(['outbox']);
    expect(tablesNamedIn(`UPDATE users SET status = $2; DELETE FROM sessions`)).toEqual(['users', 'sessions']);
    expect(tablesNamedIn(`count(GROWTH('newsletter_subscribers WHERE confirmed_at IS NOT NULL'))`)).toEqual(['newsletter_subscribers']);
  });

  it('every table the migrations create has an owner, and every view is published by someone', () => {
    const migrations = sourceFiles(join(here, 'shared/adapters/persistence/migrations')).map((file) => readFileSync(file, 'utf8')).join('\n');
    const tables = [...migrations.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?([a-z_]+)/g)].map((match) => match[1]);
    const views = [...new Set([...migrations.matchAll(/CREATE (?:OR REPLACE )?VIEW ([a-z_]+)/g)].map((match) => match[1]))];
    expect(tables.filter((table) => !owner.has(table))).toEqual([]);
    expect(views.sort()).toEqual(Object.values(PUBLISHED_VIEWS).flat().sort());
  });

  it.each(Object.keys(OWNERS).filter((context) => context !== 'shared'))('%s', (context) => {
    expect(crossings(context).filter((crossing) => !KNOWN_CROSSINGS.includes(crossing))).toEqual([]);
  });

  it('the known crossings are still there (a removed one is taken off the list)', () => {
    const found = Object.keys(OWNERS).flatMap(crossings);
    expect(KNOWN_CROSSINGS.filter((crossing) => !found.includes(crossing))).toEqual([]);
  });
});
