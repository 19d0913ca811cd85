import { Injectable } from '@nestjs/common';
import { ActivityLog } from '../../shared/application/ports/activity-log.port.js';
import { Clock } from '../../shared/domain/clock.js';
import { SERVICE_KEYS, ServiceProbes, type ServiceKey } from './ports/service-probes.js';

export type ServiceState = 'operational' | 'degraded' | 'down';

export interface ServiceStatus {
  key: ServiceKey;
  status: ServiceState;
  latencyMs: number;
  /** Why it is not operational: a key of messages.system_status and its parameters. */
  problem?: { key: string; params: Record<string, string | number> };
}

export interface SystemStatus {
  checkedAt: Date;
  overall: ServiceState;
  services: ServiceStatus[];
}

/** A probe slower than this still works, but users notice: the service counts as degraded. */
export const SLOW_PROBE_MS = 1000;
const PROBE_TIMEOUT_MS = 3000;

/** Checks every service now, all at once, each within a time limit. */
@Injectable()
export class CheckSystemStatus {
  constructor(
    private readonly probes: ServiceProbes,
    private readonly activity: ActivityLog,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<SystemStatus> {
    const services = await Promise.all(SERVICE_KEYS.map((key) => this.check(key)));
    const overall: ServiceState = services.some((service) => service.status === 'down')
      ? 'down'
      : services.some((service) => service.status === 'degraded')
        ? 'degraded'
        : 'operational';
    return { checkedAt: this.clock.now(), overall, services };
  }

  /** "Check all services" in the back-office: the same checks, recorded as a system update. */
  async executeAndRecord(actor: string): Promise<SystemStatus> {
    const status = await this.execute();
    const notOperational = status.services.filter((service) => service.status !== 'operational').map((service) => `${service.key}: ${service.status}`);
    await this.activity.record('system.updated', { change: 'system status checked', result: status.overall, ...(notOperational.length ? { services: notOperational.join(', ') } : {}) }, actor);
    return status;
  }

  private async check(key: ServiceKey): Promise<ServiceStatus> {
    const started = Date.now();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS);
    });
    try {
      const finding = await Promise.race([this.probes.probe(key), timeout]);
      const latencyMs = Date.now() - started;
      if (finding) return { key, status: finding.status, latencyMs, problem: { key: finding.problem, params: finding.params ?? {} } };
      if (latencyMs > SLOW_PROBE_MS) return { key, status: 'degraded', latencyMs, problem: { key: 'slow', params: { latencyMs } } };
      return { key, status: 'operational', latencyMs };
    } catch (error) {
      return { key, status: 'down', latencyMs: Date.now() - started, problem: { key: 'no_answer', params: { error: failureKind(error) } } };
    } finally {
      clearTimeout(timer);
    }
  }
}

/** Only the kind of failure (a system error code such as ECONNREFUSED, else the error's class): never a message, which may name hosts or credentials. */
function failureKind(error: unknown): string {
  if (!(error instanceof Error)) return 'Error';
  if (error.message === 'timeout') return 'timeout';
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^E[A-Z_]+$/.test(code) ? code : error.name;
}
