import { describe, expect, it } from '@jest/globals';
import { JOBS } from '../../application/jobs.js';
import { assertEveryJobHandled } from './job-dispatcher.js';

describe('job registry', () => {
  it('refuses to start when a registered job has no handler', () => {
    expect(() => assertEveryJobHandled(new Map())).toThrow(/No handler registered for job\(s\): mail.send/);
  });

  it('starts when every job has its handler', () => {
    const handlers = new Map(Object.keys(JOBS).map((name) => [name, {}]));
    expect(() => assertEveryJobHandled(handlers)).not.toThrow();
  });
});
