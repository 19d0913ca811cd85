import { Global, Module } from '@nestjs/common';
import { ActivityLog } from '../shared/application/ports/activity-log.port.js';
import { MetricsController, MetricsTokenGuard } from './adapters/http/metrics.controller.js';
import { SystemController } from './adapters/http/system.controller.js';
import { OpsTokenGuard } from './adapters/http/ops-token.guard.js';
import { SqlExpiredRecords } from './adapters/persistence/sql-expired-records.js';
import { SqlActivityLog } from './adapters/persistence/sql-activity-log.js';
import { SqlExportRepository } from './adapters/persistence/sql-export.repository.js';
import { ExportRepository } from './application/ports/export.repository.js';
import { WriteExportHandler } from './application/write-export.handler.js';
import { ExpiredRecords } from './application/ports/expired-records.js';
import { PruneExpiredRecordsHandler } from './application/prune-expired-records.handler.js';
import { SendTestEmail } from './application/send-test-email.use-case.js';

/** Global so that every context can record activity through the shared ActivityLog port. */
@Global()
@Module({
  controllers: [SystemController, MetricsController],
  providers: [SendTestEmail, OpsTokenGuard, MetricsTokenGuard, { provide: ActivityLog, useClass: SqlActivityLog }],
  exports: [ActivityLog],
})
export class OperationsModule {}

/** What the worker needs of operations: its scheduled housekeeping and the export job. */
@Module({
  providers: [{ provide: ExpiredRecords, useClass: SqlExpiredRecords }, PruneExpiredRecordsHandler, { provide: ExportRepository, useClass: SqlExportRepository }, WriteExportHandler],
})
export class OperationsJobsModule {}
