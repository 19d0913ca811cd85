import { Injectable } from '@nestjs/common';
import { SqlDatabase } from '../../../shared/adapters/persistence/sql-database.js';
import { ActivityLog, type ActivityKind } from '../../../shared/application/ports/activity-log.port.js';

@Injectable()
export class SqlActivityLog extends ActivityLog {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  async record(kind: ActivityKind, details: Record<string, string | number>, actor?: string): Promise<void> {
    await this.sql.rows('INSERT INTO activity_log (kind, details, actor) VALUES ($1, $2, $3)', [kind, JSON.stringify(details), actor ?? null]);
  }
}
