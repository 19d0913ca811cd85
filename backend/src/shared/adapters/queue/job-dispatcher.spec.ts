import { describe, expect, it } from '@jest/globals';
import type { DiscoveryService } from '@nestjs/core';
import type { Job } from 'bullmq';
import { JobHandler, JOBS, type JobName } from '../../application/jobs.js';
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
});
