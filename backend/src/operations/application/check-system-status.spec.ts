import { describe, expect, it } from '@jest/globals';
import { ActivityLog, type ActivityKind } from '../../shared/application/ports/activity-log.port.js';
import { FixedClock } from '../../shared/domain/clock.js';
import { CheckSystemStatus, SLOW_PROBE_MS } from './check-system-status.use-case.js';
import { ServiceProbes, type ProbeFinding, type ServiceKey } from './ports/service-probes.js';

class ScriptedProbes extends ServiceProbes {
  constructor(private readonly script: Partial<Record<ServiceKey, () => Promise<ProbeFinding | undefined>>>) {
    super();
  }

  probe(service: ServiceKey) {
    return (this.script[service] ?? (() => Promise.resolve(undefined)))();
  }
}

class RecordedActivity extends ActivityLog {
  entries: { kind: ActivityKind; details: Record<string, string | number>; actor?: string }[] = [];

  async record(kind: ActivityKind, details: Record<string, string | number>, actor?: string) {
    this.entries.push({ kind, details, actor });
  }
}

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));
const checker = (script: ConstructorParameters<typeof ScriptedProbes>[0], activity = new RecordedActivity()) =>
  new CheckSystemStatus(new ScriptedProbes(script), activity, new FixedClock(new Date('2026-11-22T10:00:00Z')));

describe('system status', () => {
  it('reports every service operational when every probe answers quickly', async () => {
    const status = await checker({}).execute();
    expect(status.overall).toBe('operational');
    expect(status.services.map((service) => [service.key, service.status])).toEqual([
      ['homepage', 'operational'], ['authentication', 'operational'], ['database', 'operational'],
      ['email', 'operational'], ['queues', 'operational'], ['storage', 'operational'],
    ]);
  });

  it('calls a slow answer degraded, a failure down with only the kind of error, and a finding what it says', async () => {
    const failure = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432 password=secret'), { name: 'ConnectionError' });
    const status = await checker({
      storage: async () => {
        await wait(SLOW_PROBE_MS + 50);
        return undefined;
      },
      database: () => Promise.reject(failure),
      email: () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED 10.0.0.6:25'), { code: 'ECONNREFUSED' })),
      queues: async () => ({ status: 'degraded', problem: 'no_worker', params: { queues: 'mail' } }),
    }).execute();
    const byKey = Object.fromEntries(status.services.map((service) => [service.key, service]));
    expect(byKey.storage).toMatchObject({ status: 'degraded', problem: { key: 'slow' } });
    expect(byKey.email).toMatchObject({ status: 'down', problem: { key: 'no_answer', params: { error: 'ECONNREFUSED' } } });
    expect(byKey.database).toMatchObject({ status: 'down', problem: { key: 'no_answer', params: { error: 'ConnectionError' } } });
    expect(JSON.stringify(status)).not.toMatch(/10\.0\.0\.[56]|secret/);
    expect(byKey.queues).toMatchObject({ status: 'degraded', problem: { key: 'no_worker', params: { queues: 'mail' } } });
    expect(status.overall).toBe('down');
  });

  it('gives up on a probe that does not answer within the time limit', async () => {
    const started = Date.now();
    const status = await checker({ storage: () => new Promise(() => undefined) }).execute();
    expect(status.services.find((service) => service.key === 'storage')).toMatchObject({ status: 'down', problem: { params: { error: 'timeout' } } });
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 15_000);

  it('records a check run by staff as a system update naming what is not operational', async () => {
    const activity = new RecordedActivity();
    await checker({ homepage: async () => ({ status: 'down', problem: 'storefront_missing' }) }, activity).executeAndRecord('admin@example.lv');
    expect(activity.entries).toEqual([
      { kind: 'system.updated', details: { change: 'system status checked', result: 'down', services: 'homepage: down' }, actor: 'admin@example.lv' },
    ]);
  });
});
