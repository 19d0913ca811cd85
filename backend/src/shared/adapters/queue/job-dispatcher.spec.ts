import { describe, expect, it } from '@jest/globals';
import type { DiscoveryService } from '@nestjs/core';
import { DelayedError, type Job } from 'bullmq';
import { DependencyUnavailableJobError, JobHandler, JOBS, type JobName } from '../../application/jobs.js';
import { AppMetrics } from '../metrics/app-metrics.js';
import { assertEveryJobHandled, JobDispatcher } from './job-dispatcher.js';

describe('job registry', () => {
  it('refuses to start when a registered job has no handler', () => {
    expect(() => assertEveryJobHandled(new Map())).toThrow(/No handler registered for job\(s\): mail.send/);
  });

  it('starts when every job has its handler', () => {
    const handlers = new Map(Object.keys(JOBS).map((name) => [name, {}]));
    expect(() => assertEveryJobHandled(handlers)).not.toThrow();
  });
});

describe('job dispatcher', () => {
  it('runs a job that arrives before its own init hook (a worker restarted onto a backlog)', async () => {
    const handled: string[] = [];
    const handlers = (Object.keys(JOBS) as JobName[]).map((jobName) => {
      const handler = Object.create(JobHandler.prototype) as JobHandler;
      Object.assign(handler, { jobName, handle: async (payload: { to?: string }) => void handled.push(`${jobName}:${payload.to ?? ''}`) });
      return { instance: handler };
    });
    const discovery = { getProviders: () => handlers } as unknown as DiscoveryService;
    const dispatcher = new JobDispatcher(discovery, new AppMetrics());

    await dispatcher.dispatch({ id: '1', name: 'mail.send', queueName: 'mail', data: { to: 'early@example.lv' }, attemptsMade: 0, opts: { attempts: 8 } } as unknown as Job);
    expect(handled).toEqual(['mail.send:early@example.lv']);
  });

  it('puts a job whose dependency is unreachable back to wait, without using up an attempt or giving it up', async () => {
    const givenUp: string[] = [];
    const handlers = (Object.keys(JOBS) as JobName[]).map((jobName) => {
      const handler = Object.create(JobHandler.prototype) as JobHandler;
      Object.assign(handler, {
        jobName,
        handle: async () => {
          throw new DependencyUnavailableJobError('connect ECONNREFUSED 127.0.0.1:25');
        },
        gaveUp: async () => void givenUp.push(jobName),
      });
      return { instance: handler };
    });
    const dispatcher = new JobDispatcher({ getProviders: () => handlers } as unknown as DiscoveryService, new AppMetrics());
    const delayedUntil: number[] = [];
    const job = {
      id: '7',
      name: 'mail.send',
      queueName: 'mail',
      data: { to: 'outage@example.lv' },
      // The 40th start of a job that never failed: an outage of hours, still with every attempt left.
      attemptsMade: 0,
      attemptsStarted: 40,
      opts: { attempts: JOBS['mail.send'].attempts },
      moveToDelayed: async (timestamp: number, token: string) => {
        expect(token).toBe('lock-token');
        delayedUntil.push(timestamp);
      },
    } as unknown as Job;

    const started = Date.now();
    await expect(dispatcher.dispatch(job, 'lock-token')).rejects.toBeInstanceOf(DelayedError);
    expect(delayedUntil).toHaveLength(1);
    expect(delayedUntil[0] - started).toBeGreaterThanOrEqual(10_000);
    expect(delayedUntil[0] - started).toBeLessThanOrEqual(5 * 60_000 + 1_000);
    expect(givenUp).toEqual([]);
  });
});
