import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { DiscoveryService } from '@nestjs/core';
import { Queue, Worker, type ConnectionOptions, type Job } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { TEST_REDIS_URL } from '../../../testing/test-database.js';
import { JobHandler, JOBS, type JobName, type JobPayload } from '../../application/jobs.js';
import { AppMetrics } from '../metrics/app-metrics.js';
import { JobDispatcher } from './job-dispatcher.js';

/** Records what the queue made of each job: the attempts it ran and whether it was given up, and why. */
class RecordingHandler extends JobHandler {
  readonly runs: string[] = [];
  readonly givenUp: string[] = [];
  constructor(
    readonly jobName: JobName,
    private readonly work: (payload: { exportId: string }) => Promise<void>,
  ) {
    super();
  }
  handle(payload: JobPayload<JobName>): Promise<void> {
    const { exportId } = payload as { exportId: string };
    this.runs.push(exportId);
    return this.work({ exportId });
  }
  override async gaveUp(payload: JobPayload<JobName>, reason: string): Promise<void> {
    this.givenUp.push(`${(payload as { exportId: string }).exportId}: ${reason}`);
  }
}

async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 50))) {
    const value = await read();
    if (accept(value)) return value;
  }
  throw new Error('the queue did not get there within 15 s');
}

function dispatcherWith(handler: RecordingHandler): JobDispatcher {
  const others = (Object.keys(JOBS) as JobName[]).filter((name) => name !== handler.jobName).map((name) => new RecordingHandler(name, async () => undefined));
  const discovery = { getProviders: () => [handler, ...others].map((instance) => ({ instance })) } as unknown as DiscoveryService;
  const dispatcher = new JobDispatcher(discovery, new AppMetrics());
  dispatcher.onModuleInit();
  return dispatcher;
}

function workerFor(dispatcher: JobDispatcher, prefix: string, connection: ConnectionOptions, options: { lockDuration: number; stalledInterval: number; maxStalledCount: number }) {
  const worker = new Worker('bulk', (job: Job) => dispatcher.dispatch(job), { connection, prefix, ...options });
  // What the queue's Nest processor does on its 'failed' event.
  worker.on('failed', (job, error) => void dispatcher.jobFailed(job, error));
  worker.on('error', () => undefined);
  return worker;
}

describe('jobs the queue gives up on', () => {
  const redis = new URL(TEST_REDIS_URL);
  const connection: ConnectionOptions = { host: redis.hostname, port: Number(redis.port || 6379), maxRetriesPerRequest: null };
  const queues: Queue[] = [];
  const workers: Worker[] = [];
  /** Each test on a queue of its own, so that no worker of another test takes its job. */
  const freshQueue = () => {
    const queue = new Queue('bulk', { connection, prefix: `bte-test-${randomUUID()}` });
    queues.push(queue);
    return { queue, prefix: queue.opts.prefix as string };
  };

  beforeAll(() => Logger.overrideLogger(false));

  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.close(true)));
    for (const queue of queues) {
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });

  it('settles a job abandoned after its worker died under it, though the job never runs again', async () => {
    const handler = new RecordingHandler('operations.write-export', () => new Promise(() => undefined));
    const dispatcher = dispatcherWith(handler);
    const { queue, prefix } = freshQueue();
    const dying = workerFor(dispatcher, prefix, connection, { lockDuration: 1_000, stalledInterval: 300, maxStalledCount: 0 });
    workers.push(dying);
    await queue.add('operations.write-export', { exportId: 'e-stalled' }, { attempts: 5 });
    await eventually(async () => handler.runs.length, (runs) => runs === 1);
    // The worker dies mid-job: nothing renews its lock any more.
    await dying.close(true);

    const survivor = workerFor(dispatcher, prefix, connection, { lockDuration: 1_000, stalledInterval: 300, maxStalledCount: 0 });
    workers.push(survivor);
    const givenUp = await eventually(async () => handler.givenUp, (list) => list.length > 0);
    expect(givenUp).toEqual(['e-stalled: job stalled more than allowable limit']);
    expect(handler.runs).toEqual(['e-stalled']);
  }, 30_000);

  it('settles a job once, after its last attempt, not after the ones that will be retried', async () => {
    const handler = new RecordingHandler('operations.write-export', async () => {
      throw new Error('storage unreachable');
    });
    const dispatcher = dispatcherWith(handler);
    const { queue, prefix } = freshQueue();
    workers.push(workerFor(dispatcher, prefix, connection, { lockDuration: 5_000, stalledInterval: 30_000, maxStalledCount: 1 }));
    await queue.add('operations.write-export', { exportId: 'e-retried' }, { attempts: 3 });

    const givenUp = await eventually(async () => handler.givenUp, (list) => list.length > 0);
    expect(handler.runs).toEqual(['e-retried', 'e-retried', 'e-retried']);
    expect(givenUp).toEqual(['e-retried: storage unreachable']);
  }, 30_000);
});
