import { getQueueToken } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { Gauge } from 'prom-client';
import { QUEUES } from '../../application/jobs.js';
import { AppMetrics } from '../metrics/app-metrics.js';
import { SqlDatabase } from '../persistence/sql-database.js';

const STATES = ['waiting', 'active', 'delayed', 'prioritized', 'waiting-children', 'failed', 'completed'] as const;
/** A scrape must answer even while Redis or PostgreSQL is away; the "up" gauges then say so. */
const READ_TIMEOUT_MS = 2000;

/**
 * Gauges read when Prometheus scrapes: jobs per queue and state (`failed` is the dead-letter list, kept for
 * operators), and the transactional outbox's backlog and lag (age of the oldest row not yet handed to BullMQ).
 */
@Injectable()
export class QueueMetrics {
  constructor(metrics: AppMetrics, modules: ModuleRef, sql: SqlDatabase) {
    const registers = [metrics.registry];
    const backendUp = new Gauge({ name: 'bte_queue_backend_up', help: '1 when the queue backend answered this scrape', registers });
    new Gauge({
      name: 'bte_queue_jobs',
      help: 'Jobs per queue and state; state="failed" is the dead-letter list',
      labelNames: ['queue', 'state'] as const,
      registers,
      async collect() {
        this.reset();
        try {
          for (const name of QUEUES) {
            const queue = modules.get<Queue>(getQueueToken(name), { strict: false });
            const counts = await withTimeout(queue.getJobCounts(...STATES));
            for (const state of STATES) this.set({ queue: name, state }, counts[state] ?? 0);
          }
          backendUp.set(1);
        } catch {
          backendUp.set(0);
        }
      },
    });

    const databaseUp = new Gauge({ name: 'bte_outbox_readable', help: '1 when the outbox could be read this scrape', registers });
    const pending = new Gauge({ name: 'bte_outbox_pending', help: 'Outbox rows not yet handed to the queue', registers });
    new Gauge({
      name: 'bte_outbox_lag_seconds',
      help: 'Age of the oldest outbox row not yet handed to the queue (0 when none waits)',
      registers,
      async collect() {
        try {
          const [row] = await withTimeout(
            sql.rows<{ lag: number | null; pending: number }>(
              'SELECT EXTRACT(EPOCH FROM now() - min(created_at))::float AS lag, count(*)::int AS pending FROM outbox WHERE dispatched_at IS NULL',
            ),
          );
          this.set(row?.lag ?? 0);
          pending.set(row?.pending ?? 0);
          databaseUp.set(1);
        } catch {
          databaseUp.set(0);
        }
      },
    });
  }
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), READ_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
