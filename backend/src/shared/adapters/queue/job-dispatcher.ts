import { Injectable, Logger, Optional, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { DelayedError, UnrecoverableError, type Job } from 'bullmq';
import { QueueConfig } from '../../../config/config.js';
import { DependencyUnavailableJobError, JobHandler, JOBS, PermanentJobError, type JobName } from '../../application/jobs.js';
import { requestContext } from '../logging/request-context.js';
import { AppMetrics } from '../metrics/app-metrics.js';

const DEPENDENCY_WAIT_FIRST_MS = 10_000;
const DEPENDENCY_WAIT_MAX_MS = 5 * 60_000;

/**
 * Finds every JobHandler provider at startup and refuses to start unless each job of the registry has
 * exactly one. Then routes each BullMQ job to its handler by name.
 */
@Injectable()
export class JobDispatcher implements OnModuleInit {
  private readonly logger = new Logger('jobs');
  private readonly handlers = new Map<string, JobHandler>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly metrics: AppMetrics,
    @Optional() private readonly config?: QueueConfig,
  ) {}

  onModuleInit() {
    this.discoverHandlers();
  }

  /**
   * Also called by the first job: BullMQ's workers start in their own module's init hook, which may run before
   * this one, and a worker restarted onto a backlog must not fail those jobs for want of a handler.
   */
  private discoverHandlers() {
    if (this.handlers.size > 0) return;
    for (const wrapper of this.discovery.getProviders()) {
      const instance: unknown = wrapper.instance;
      if (!(instance instanceof JobHandler)) continue;
      if (this.handlers.has(instance.jobName)) throw new Error(`Two handlers for job "${instance.jobName}"`);
      this.handlers.set(instance.jobName, instance);
    }
    assertEveryJobHandled(this.handlers);
  }

  async dispatch(job: Job, token?: string): Promise<void> {
    this.discoverHandlers();
    const handler = this.handlers.get(job.name);
    if (!handler) throw new UnrecoverableError(`No handler for job "${job.name}"`);
    const jobId = String(job.id);
    const started = Date.now();
    const labels = { queue: job.queueName, job: job.name };
    const stopTimer = this.metrics.jobDuration.startTimer(labels);
    await requestContext.run({ requestId: `job:${jobId}` }, async () => {
      try {
        await handler.handle(job.data, { number: job.attemptsMade + 1, jobId });
        stopTimer({ outcome: 'completed' });
        this.logger.log({ msg: 'job done', job: job.name, jobId, durationMs: Date.now() - started });
      } catch (error) {
        if (error instanceof DependencyUnavailableJobError && token) return this.waitForDependency(job, token, error);
        const permanent = error instanceof PermanentJobError;
        const lastAttempt = permanent || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
        stopTimer({ outcome: lastAttempt ? 'failed' : 'retrying' });
        this.metrics.jobsFailed.inc({ ...labels, permanent: String(permanent) });
        this.logger.warn({ msg: 'job failed', job: job.name, jobId, attempt: job.attemptsMade + 1, permanent, error: String(error) });
        throw permanent ? new UnrecoverableError((error as Error).message) : error;
      }
    });
  }

  /**
   * Puts the job back to wait without using up an attempt: 10 s, 20 s … at most 5 minutes between tries however long
   * the outage lasts (the worker also retries waiting mail at once when the server answers again).
   */
  private async waitForDependency(job: Job, token: string, error: DependencyUnavailableJobError): Promise<never> {
    const waitsSoFar = Math.max(0, job.attemptsStarted - job.attemptsMade - 1);
    const delayMs = Math.min(DEPENDENCY_WAIT_MAX_MS, DEPENDENCY_WAIT_FIRST_MS * 2 ** Math.min(waitsSoFar, 10)) / (this.config?.retryTimeScale ?? 1);
    this.metrics.jobsFailed.inc({ queue: job.queueName, job: job.name, permanent: 'false' });
    this.logger.warn({ msg: 'job waits for a dependency', job: job.name, jobId: String(job.id), waitsSoFar, delayMs, error: error.message });
    await job.moveToDelayed(Date.now() + delayMs, token);
    throw new DelayedError();
  }

  /**
   * Told of every failed attempt by the queue's worker. When the queue has given up on the job (BullMQ sets
   * `finishedOn` only then), its handler gets to settle what the job left behind. A job abandoned after too many
   * stalls fails here without its handler ever running again, so this is the only place that sees it.
   */
  async jobFailed(job: Job | undefined, error: Error): Promise<void> {
    if (!job || typeof job.finishedOn !== 'number') return;
    this.discoverHandlers();
    const handler = this.handlers.get(job.name);
    if (!handler) return;
    this.logger.warn({ msg: 'job given up', job: job.name, jobId: String(job.id), attempts: job.attemptsMade, reason: error.message });
    try {
      await handler.gaveUp(job.data, error.message);
    } catch (settleError) {
      this.logger.error({ msg: 'could not settle a job given up', job: job.name, jobId: String(job.id), error: String(settleError) });
    }
  }
}

export function assertEveryJobHandled(handlers: Map<string, unknown>): void {
  const missing = (Object.keys(JOBS) as JobName[]).filter((name) => !handlers.has(name));
  if (missing.length > 0) throw new Error(`No handler registered for job(s): ${missing.join(', ')}`);
}
