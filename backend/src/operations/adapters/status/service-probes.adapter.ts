import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/config.js';
import { IdentityApi } from '../../../identity/application/identity.api.js';
import { TypeOrmTransactionRunner } from '../../../shared/adapters/persistence/typeorm-transaction-runner.js';
import { QueueHealth } from '../../../shared/adapters/queue/queue-health.js';
import { FileStorage } from '../../../shared/application/ports/file-storage.port.js';
import { Mailer } from '../../../shared/application/ports/mailer.port.js';
import { ServiceProbes, type ProbeFinding, type ServiceKey } from '../../application/ports/service-probes.js';

/** The same checks as /api/health/ready, plus the storefront, sign-in and the workers behind the queues. */
@Injectable()
export class RealServiceProbes extends ServiceProbes {
  constructor(
    private readonly config: AppConfig,
    private readonly identity: IdentityApi,
    private readonly transactions: TypeOrmTransactionRunner,
    private readonly queues: QueueHealth,
    private readonly storage: FileStorage,
    private readonly mailer: Mailer,
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
        return this.transactions.manager().query('SELECT 1').then(() => undefined);
      case 'email':
        return this.mailer.ping().then(() => undefined);
      case 'queues':
        return this.workers();
      case 'storage':
        return this.storage.ping().then(() => undefined);
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

  /** The backend must answer; without a worker jobs wait (nothing is lost, thanks to the outbox): degraded. */
  private async workers(): Promise<ProbeFinding | undefined> {
    await this.queues.ping();
    const idle = await this.queues.queuesWithoutWorker();
    return idle.length ? { status: 'degraded', problem: 'no_worker', params: { queues: idle.join(', ') } } : undefined;
  }
}
