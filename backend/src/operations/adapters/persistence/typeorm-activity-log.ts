import { Injectable } from '@nestjs/common';
import { TypeOrmTransactionRunner } from '../../../shared/adapters/persistence/typeorm-transaction-runner.js';
import { ActivityLog, type ActivityKind } from '../../../shared/application/ports/activity-log.port.js';

@Injectable()
export class TypeOrmActivityLog extends ActivityLog {
  constructor(private readonly transactions: TypeOrmTransactionRunner) {
    super();
  }

  async record(kind: ActivityKind, details: Record<string, string | number>, actor?: string): Promise<void> {
    await this.transactions.manager().query('INSERT INTO activity_log (kind, details, actor) VALUES ($1, $2, $3)', [kind, JSON.stringify(details), actor ?? null]);
  }
}
