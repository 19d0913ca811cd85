import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/config.js';
import { IdentityApi } from '../../../identity/application/identity.api.js';
import { SqlDatabase } from '../../../shared/adapters/persistence/sql-database.js';
import { DependencyChecks, type CachedDependency } from '../../../shared/adapters/health/dependency-checks.js';
import { QueueHealth } from '../../../shared/adapters/queue/queue-health.js';
import { ServiceProbes, type ProbeFinding, type ServiceKey } from '../../application/ports/service-probes.js';

/**
 * The same checks as /api/health/ready, plus the storefront, sign-in and the workers behind the queues. Mail,
 * storage and the queue backend come from the background checks (no SMTP session or file write per click).
 */
@Injectable()
export class RealServiceProbes extends ServiceProbes {
  constructor(
    private readonly config: AppConfig,
    private readonly identity: IdentityApi,
    private readonly sql: SqlDatabase,
    private readonly queues: QueueHealth,
    private readonly dependencies: DependencyChecks,
  ) {
    super();
  }

  async probe(service: ServiceKey): Promise<ProbeFinding | undefined> {
    switch (service) {
      case 'homepage':
        return this.storefront();
      case 'authentication':
        return this.identity.checkAccessTokenRoundTrip().then(() => undefined);
      case 'database':
        return this.sql.rows('SELECT 1').then(() => undefined);
      case 'email':
        return this.lastCheck('mail');
      case 'queues':
        return this.workers();
      case 'storage':
        return this.lastCheck('storage');
    }
  }

  /** The API serves the built storefront; without its index.html visitors get nothing at /. */
  private async storefront(): Promise<ProbeFinding | undefined> {
    try {
      await access(join(this.config.staticDirs.storefront, 'index.html'));
      return undefined;
    } catch {
      return { status: 'down', problem: 'storefront_missing' };
    }
  }

  /** Throws, as a failed probe would, when the last background check did not reach the dependency. */
  private async lastCheck(name: CachedDependency): Promise<undefined> {
    const check = this.dependencies.current()[name];
    if (check.status !== 'up') throw Object.assign(new Error(`${name} ${check.status}`), { code: check.error ?? 'EUNKNOWN' });
    return undefined;
  }

  /** The backend must answer; without a worker jobs wait (nothing is lost, thanks to the outbox): degraded. */
  private async workers(): Promise<ProbeFinding | undefined> {
    await this.lastCheck('queue');
    const idle = await this.queues.queuesWithoutWorker();
    return idle.length ? { status: 'degraded', problem: 'no_worker', params: { queues: idle.join(', ') } } : undefined;
  }
}
