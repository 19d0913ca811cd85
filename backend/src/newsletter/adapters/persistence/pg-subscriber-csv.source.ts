import { Injectable } from '@nestjs/common';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { DatabaseConfig } from '../../../config/config.js';
import { CopyOutStream } from '../../../shared/adapters/persistence/pg-copy-out.js';
import { likePattern, SqlDatabase } from '../../../shared/adapters/persistence/sql-database.js';
import { SubscriberCsvSource, type SubscriberFilter } from '../../application/ports/subscriber-export.repository.js';

const BOM = '\uFEFF';
const HEADER = '"email","language","joined"\r\n';
const NEWLINE = 0x0a;
const CRLF = Buffer.from('\r\n');

/** A cell that a spreadsheet would run as a formula gets a leading apostrophe (OWASP "CSV injection"). */
function neutralised(expression: string): string {
  return `CASE WHEN left(${expression}, 1) IN ('=', '+', '-', '@') THEN '''' || ${expression} ELSE ${expression} END`;
}

/** Only confirmed subscribers are exported and counted: a pending address has not agreed to anything yet. */
const CONFIRMED = 'confirmed_at IS NOT NULL';

/** The rows as PostgreSQL writes them with COPY: it quotes and escapes, Node only passes the bytes on. */
export function subscriberCsvQuery(filter: SubscriberFilter, literal: (value: string) => string): string {
  const where = `WHERE ${CONFIRMED}${filter.text ? ` AND email LIKE ${literal(likePattern(filter.text))}` : ''}`;
  return `SELECT ${neutralised('email')}, CASE language WHEN 'et' THEN 'ee' ELSE language END,
    to_char(created_at AT TIME ZONE 'Europe/Riga', 'DD.MM.YYYY')
    FROM newsletter_subscribers ${where} ORDER BY created_at, id`;
}

@Injectable()
export class PgSubscriberCsvSource extends SubscriberCsvSource {
  constructor(
    private readonly database: DatabaseConfig,
    private readonly sql: SqlDatabase,
  ) {
    super();
  }

  async count(filter: SubscriberFilter): Promise<number> {
    const where = `WHERE ${CONFIRMED}${filter.text ? ' AND email LIKE $1' : ''}`;
    const [row] = await this.sql.rows<{ n: number }>(`SELECT count(*)::int AS n FROM newsletter_subscribers ${where}`, filter.text ? [likePattern(filter.text)] : []);
    return row.n;
  }

  async open(filter: SubscriberFilter, onRows: (rowsSoFar: number) => void) {
    // A connection of its own: a COPY holds its connection until the last byte, which the pool should not lend.
    const client = new pg.Client({ connectionString: this.database.url, application_name: 'subscriber-export' });
    await client.connect();
    const copy = new CopyOutStream(`COPY (${subscriberCsvQuery(filter, (value) => client.escapeLiteral(value))}) TO STDOUT WITH (FORMAT csv, FORCE_QUOTE *)`);
    client.query(copy as unknown as pg.Submittable);
    const lines = new CrlfLines(`${BOM}${HEADER}`, onRows);
    client.on('error', (error) => lines.destroy(error));
    pipeline(copy, lines)
      .catch(() => undefined) // the reader of `lines` gets the error
      .finally(() => void client.end().catch(() => undefined));
    return { stream: lines, rowCount: () => copy.rowCount };
  }
}

/** Starts with the header, turns COPY's LF line ends into CRLF (RFC 4180) and counts the rows as they pass. */
class CrlfLines extends Transform {
  private rows = 0;

  constructor(
    header: string,
    private readonly onRows: (rowsSoFar: number) => void,
  ) {
    super();
    this.push(Buffer.from(header));
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const parts: Buffer[] = [];
    let start = 0;
    let newline = chunk.indexOf(NEWLINE, start);
    while (newline !== -1) {
      // Emails, language codes and dates hold no line breaks, so every LF ends a row.
      parts.push(chunk.subarray(start, newline), CRLF);
      this.rows += 1;
      start = newline + 1;
      newline = chunk.indexOf(NEWLINE, start);
    }
    if (start < chunk.length) parts.push(chunk.subarray(start));
    this.onRows(this.rows);
    done(null, Buffer.concat(parts));
  }
}
