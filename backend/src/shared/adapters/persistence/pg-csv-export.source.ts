import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { DatabaseConfig } from '../../../config/config.js';
import { CsvExportSource, CsvExportSources, type CsvRows, type ExportFilter } from '../../application/exports/csv-export-source.js';
import { CopyOutStream } from './pg-copy-out.js';
import { SqlDatabase } from './sql-database.js';

const BOM = '\uFEFF';
const NEWLINE = 0x0a;
const QUOTE = 0x22;
const CRLF = Buffer.from('\r\n');

/** A value written into a statement (COPY takes no parameters): pg's escaping, E'' when there is a backslash. */
function sqlLiteral(value: string): string {
  const escaped = value.replace(/'/g, "''");
  return value.includes('\\') ? ` E'${escaped.replace(/\\/g, '\\\\')}'` : `'${escaped}'`;
}

/** A cell that a spreadsheet would run as a formula gets a leading apostrophe (OWASP "CSV injection"). */
export function neutralised(expression: string): string {
  return `CASE WHEN left(${expression}, 1) IN ('=', '+', '-', '@') THEN '''' || ${expression} ELSE ${expression} END`;
}

/** A point in time as staff read it in the file: dd.MM.yyyy HH:mm, Riga time. */
export function rigaDateTime(expression: string): string {
  return `to_char(${expression} AT TIME ZONE 'Europe/Riga', 'DD.MM.YYYY HH24:MI')`;
}

/**
 * The rows of one resource as PostgreSQL writes them with COPY (it quotes and escapes; Node only passes the bytes
 * on, in 64 kB chunks, pausing the socket while storage is behind), on a connection of its own. A context's source
 * says which rows (`query`, `countQuery`); the filter's values are written in as literals.
 */
@Injectable()
export abstract class PgCsvExportSource extends CsvExportSource implements OnModuleInit {
  constructor(
    private readonly database: DatabaseConfig,
    private readonly sql: SqlDatabase,
    private readonly sources: CsvExportSources,
  ) {
    super();
  }

  onModuleInit(): void {
    this.sources.register(this);
  }

  /** The SELECT whose columns are the file's columns, in `columns` order, filtered and ordered. */
  abstract query(filter: ExportFilter, literal: (value: string) => string): string;
  /** `SELECT count(*)::int AS n …` of the same rows. */
  protected abstract countQuery(filter: ExportFilter, literal: (value: string) => string): string;

  async count(filter: ExportFilter): Promise<number> {
    const [row] = await this.sql.rows<{ n: number }>(this.countQuery(filter, sqlLiteral));
    return Number(row.n);
  }

  async open(filter: ExportFilter, header: string, onRows: (rowsSoFar: number) => void): Promise<CsvRows> {
    // A connection of its own: a COPY holds its connection until the last byte, which the pool should not lend.
    const client = new pg.Client({ connectionString: this.database.url, application_name: `${this.resource}-export` });
    await client.connect();
    const copy = new CopyOutStream(`COPY (${this.query(filter, (value) => client.escapeLiteral(value))}) TO STDOUT WITH (FORMAT csv, FORCE_QUOTE *)`);
    client.query(copy as unknown as pg.Submittable);
    const lines = new CrlfLines(`${BOM}${header}`, onRows);
    client.on('error', (error) => lines.destroy(error));
    pipeline(copy, lines)
      .catch(() => undefined) // the reader of `lines` gets the error
      .finally(() => void client.end().catch(() => undefined));
    return { stream: lines, rowCount: () => copy.rowCount };
  }
}

/**
 * Starts with the header, turns COPY's LF row ends into CRLF (RFC 4180) and counts the rows as they pass. Every field
 * is quoted (FORCE_QUOTE *, quotes inside doubled), so an LF outside quotes ends a row and one inside (a contact
 * message's line break) is part of its cell.
 */
class CrlfLines extends Transform {
  private rows = 0;
  private quoted = false;

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
    for (let index = 0; index < chunk.length; index += 1) {
      const byte = chunk[index];
      if (byte === QUOTE) this.quoted = !this.quoted;
      else if (byte === NEWLINE && !this.quoted) {
        parts.push(chunk.subarray(start, index), CRLF);
        this.rows += 1;
        start = index + 1;
      }
    }
    if (start < chunk.length) parts.push(chunk.subarray(start));
    this.onRows(this.rows);
    done(null, Buffer.concat(parts));
  }
}
