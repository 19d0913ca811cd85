import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { AppConfig } from '../../../config/config.js';
import { FileStorage } from '../../application/ports/file-storage.port.js';
import { Mailer } from '../../application/ports/mailer.port.js';
import { AppMetrics } from '../metrics/app-metrics.js';
import { QueueHealth } from '../queue/queue-health.js';

const CACHED_DEPENDENCIES = ['queue', 'storage', 'mail'] as const;
export type CachedDependency = (typeof CACHED_DEPENDENCIES)[number];

export interface DependencyCheck {
  status: 'up' | 'down' | 'unknown';
  latencyMs: number;
  /** When the background check last finished; null before the first one. */
  checkedAt: string | null;
  /** Only the kind of failure (a system error code or the error's class), never a message naming hosts. */
  error?: string;
}

const CHECK_TIMEOUT_MS = 3000;

/**
 * Queue, storage and mail checked in the background, every DEPENDENCY_CHECK_INTERVAL_MS, one check at a time:
 * readiness, metrics and the back-office read the latest result, so no request ever opens an SMTP session or
 * writes a file. The API serves without these three (mail and jobs wait in the outbox), so they never make it
 * unready. Listeners hear when a dependency that was down answers again (the worker then retries waiting mail).
 */
@Injectable()
export class DependencyChecks implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('health');
  private readonly latest = new Map<CachedDependency, DependencyCheck>(CACHED_DEPENDENCIES.map((name) => [name, { status: 'unknown', latencyMs: 0, checkedAt: null }]));
  private readonly recoveryListeners: { name: CachedDependency; listener: () => Promise<void> }[] = [];
  private readonly up: Gauge<'dependency'>;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly config: AppConfig,
    private readonly queue: QueueHealth,
    private readonly storage: FileStorage,
    private readonly mailer: Mailer,
    metrics: AppMetrics,
  ) {
    this.up = new Gauge({ name: 'bte_dependency_up', help: '1 when the background check last reached the dependency', labelNames: ['dependency'] as const, registers: [metrics.registry] });
  }

  /** The first round is awaited, so the process never starts out reporting "unknown". */
  async onApplicationBootstrap() {
    await this.checkAll();
    this.timer = setInterval(() => void this.checkAll(), this.config.dependencyCheckIntervalMs);
    this.timer.unref();
  }

  async onApplicationShutdown() {
    clearInterval(this.timer);
    await this.running;
  }

  current(): Record<CachedDependency, DependencyCheck> {
    return Object.fromEntries(CACHED_DEPENDENCIES.map((name) => [name, { ...this.latest.get(name)! }])) as Record<CachedDependency, DependencyCheck>;
  }

  /** Called (not awaited by the checks) each time `name` answers after a failed check. */
  onRecovered(name: CachedDependency, listener: () => Promise<void>): void {
    this.recoveryListeners.push({ name, listener });
  }

  /** One round of checks; a round still running is joined rather than doubled. */
  checkAll(): Promise<void> {
    this.running ??= this.runChecks().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async runChecks() {
    const probes: Record<CachedDependency, () => Promise<unknown>> = {
      queue: () => this.queue.ping(),
      storage: () => this.storage.ping(),
      mail: () => this.mailer.ping(),
    };
    await Promise.all(CACHED_DEPENDENCIES.map(async (name) => this.record(name, await timedCheck(probes[name]))));
  }

  private record(name: CachedDependency, result: DependencyCheck) {
    const before = this.latest.get(name)!.status;
    this.latest.set(name, result);
    this.up.set({ dependency: name }, result.status === 'up' ? 1 : 0);
    if (before === result.status) return;
    if (result.status === 'down') this.logger.warn({ msg: 'dependency down', dependency: name, error: result.error });
    if (result.status === 'up' && before === 'down') {
      this.logger.log({ msg: 'dependency back', dependency: name });
      for (const { listener } of this.recoveryListeners.filter((entry) => entry.name === name)) {
        listener().catch((error: unknown) => this.logger.warn({ msg: 'recovery action failed', dependency: name, error: String(error) }));
      }
    }
  }
}

/** Runs one probe within CHECK_TIMEOUT_MS. */
export async function timedCheck(probe: () => Promise<unknown>): Promise<DependencyCheck> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`), { code: 'ETIMEDOUT' })), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return { status: 'up', latencyMs: Date.now() - started, checkedAt: new Date().toISOString() };
  } catch (error) {
    return { status: 'down', latencyMs: Date.now() - started, checkedAt: new Date().toISOString(), error: failureKind(error) };
  } finally {
    clearTimeout(timer);
  }
}

function failureKind(error: unknown): string {
  if (!(error instanceof Error)) return 'Error';
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^E[A-Z_]+$/.test(code) ? code : error.name;
}
