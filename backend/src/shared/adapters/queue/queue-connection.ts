import { createPostgresBackend, setDefaultBackendFactory, type ConnectionOptions } from 'bullmq';
import type { DatabaseConfig, QueueConfig } from '../../../config/config.js';

export type QueueBackendKind = 'redis' | 'postgres';

/**
 * Chooses BullMQ's backend: Redis when REDIS_URL is set (the production path), else BullMQ's own PostgreSQL
 * backend in the application database, so a bare machine needs nothing but PostgreSQL. See docs/adr/0002.
 */
export function configureQueueBackend(queue: QueueConfig, database: DatabaseConfig): {
  kind: QueueBackendKind;
  connection: ConnectionOptions;
} {
  if (queue.redisUrl) {
    setDefaultBackendFactory();
    return { kind: 'redis', connection: redisOptionsFromUrl(queue.redisUrl) };
  }
  setDefaultBackendFactory(createPostgresBackend);
  const connection = { connectionString: database.url, schema: 'bullmq', migrate: true, max: 5 };
  return { kind: 'postgres', connection: connection as unknown as ConnectionOptions };
}

function redisOptionsFromUrl(url: string) {
  const parsed = new URL(url);
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, ''),
    port: Number(parsed.port || 6379),
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
  };
}
