import { Readable } from 'node:stream';

const CHUNK_BYTES = 64 * 1024;

/** The part of pg's connection a submittable query talks to. */
interface PgConnection {
  query(text: string): void;
  sendCopyFail(message: string): void;
  stream: { pause(): void; resume(): void };
}

/**
 * `COPY (...) TO STDOUT` as a readable stream of the bytes PostgreSQL sends, for `client.query(new CopyOutStream(sql))`
 * (pg has no COPY OUT of its own). Rows are gathered into 64 kB chunks; while the reader is behind, the socket is
 * paused, so memory stays flat however many rows there are. `rowCount` is PostgreSQL's count once the stream ends.
 */
export class CopyOutStream extends Readable {
  rowCount = 0;
  private connection: PgConnection | undefined;
  private chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  private filled = 0;
  private socketPaused = false;

  constructor(private readonly text: string) {
    super({ highWaterMark: 4 * CHUNK_BYTES });
  }

  /** Called by pg when the query's turn comes. */
  submit(connection: PgConnection): void {
    this.connection = connection;
    connection.query(this.text);
  }

  handleCopyData(message: { chunk: Buffer }): void {
    // The parser's buffer is reused for later messages: the bytes are copied now, never kept by reference.
    const data = message.chunk;
    if (data.length > CHUNK_BYTES - this.filled) this.flush();
    if (data.length > CHUNK_BYTES) {
      this.pushData(Buffer.from(data));
      return;
    }
    data.copy(this.chunk, this.filled);
    this.filled += data.length;
  }

  handleCommandComplete(message: { text: string }): void {
    this.flush();
    this.rowCount = Number(/(\d+)$/.exec(message.text)?.[1] ?? 0);
  }

  handleReadyForQuery(): void {
    this.push(null);
  }

  handleError(error: Error): void {
    this.destroy(error);
  }

  handleCopyInResponse(connection: PgConnection): void {
    connection.sendCopyFail('This stream only reads (COPY ... TO STDOUT)');
  }

  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}

  override _read(): void {
    if (!this.socketPaused) return;
    this.socketPaused = false;
    this.connection?.stream.resume();
  }

  /** A reader that gives up must not leave the socket paused: the connection could then never be closed. */
  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    if (this.socketPaused) {
      this.socketPaused = false;
      this.connection?.stream.resume();
    }
    callback(error);
  }

  private flush(): void {
    if (this.filled === 0) return;
    const full = this.chunk.subarray(0, this.filled);
    this.chunk = Buffer.allocUnsafe(CHUNK_BYTES);
    this.filled = 0;
    this.pushData(full);
  }

  private pushData(data: Buffer): void {
    // After the reader gave up the rest is drained and dropped, so that the connection reaches its end.
    if (this.destroyed) return;
    if (!this.push(data) && !this.socketPaused) {
      this.socketPaused = true;
      this.connection?.stream.pause();
    }
  }
}
