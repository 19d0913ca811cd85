import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * The Prometheus registry of one process (API or worker) and the metrics that code observes directly. Gauges that
 * are read at scrape time (queue depths, outbox lag) register themselves on `registry` with a collect function.
 */
export class AppMetrics {
  readonly registry = new Registry();

  /** Labelled by route pattern (`/api/tickets/:id`), never by raw URL, so the number of series stays bounded. */
  readonly httpDuration = new Histogram({
    name: 'bte_http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status class',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly jobDuration = new Histogram({
    name: 'bte_job_duration_seconds',
    help: 'Background job run time by queue, job name and outcome (completed, retrying, failed)',
    labelNames: ['queue', 'job', 'outcome'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
    registers: [this.registry],
  });

  readonly jobsFailed = new Counter({
    name: 'bte_jobs_failed_total',
    help: 'Job attempts that failed, by queue, job name and whether the failure is permanent (no retry)',
    labelNames: ['queue', 'job', 'permanent'] as const,
    registers: [this.registry],
  });

  /** Public catalogue reads answered from the in-process cache (hit) or by the full pipeline (miss), ADR 0009. */
  readonly catalogCache = new Counter({
    name: 'bte_catalog_cache_requests_total',
    help: 'Cacheable public catalogue reads, by whether the in-process cache answered them',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  /** Cache misses of the events list and detail that the lean read path answered or passed on to the pipeline, ADR 0038. */
  readonly catalogLeanReads = new Counter({
    name: 'bte_catalog_lean_reads_total',
    help: 'Public catalogue reads the lean path recognised, by whether it answered them or passed them on to the full pipeline',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'bte_' });
  }
}
