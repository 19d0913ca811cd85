import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import pg from 'pg';
import { DatabaseConfig } from '../../../config/config.js';
import { CatalogResponseCache } from '../http/catalog-response-cache.js';

const CHANNEL = 'catalog_changed';
const RETRY_MS = 1000;

/**
 * Listens on PostgreSQL's `catalog_changed` channel (a trigger on categories, events and tiers notifies it at every
 * commit, from any API process, the back-office, a script or psql) and empties this process's catalogue cache.
 * While the connection is down the cache is off, and it starts empty once listening again: a missed notification
 * can never leave a stale answer behind.
 */
@Injectable()
export class CatalogChangeFeed implements OnApplicationShutdown {
  private readonly logger = new Logger('catalog-cache');
  private client: pg.Client | undefined;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly database: DatabaseConfig,
    private readonly cache: CatalogResponseCache,
  ) {}

  async start(): Promise<void> {
    if (this.cache.limits.ttlMs <= 0) return;
    const client = new pg.Client({ connectionString: this.database.url, application_name: 'bte-catalog-cache' });
    this.client = client;
    const lost = (error?: unknown) => {
      if (this.client !== client) return;
      this.client = undefined;
      this.cache.available = false;
      this.cache.invalidate();
      client.removeAllListeners();
      client.on('error', () => undefined);
      void client.end().catch(() => undefined);
      if (this.stopped) return;
      this.logger.warn({ msg: 'catalogue change feed lost; cache off until it is back', error: error ? String(error) : undefined });
      this.retry = setTimeout(() => void this.start(), RETRY_MS);
      this.retry.unref();
    };
    client.on('notification', () => this.cache.invalidate());
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      if (this.client !== client) return;
      this.cache.invalidate();
      this.cache.available = true;
    } catch (error) {
      lost(error);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    this.cache.available = false;
    await client?.end().catch(() => undefined);
  }
}
