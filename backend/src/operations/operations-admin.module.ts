import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module.js';
import { Messages } from '../shared/adapters/http/messages.js';
import { ExportFileController, ExportsAdminController } from './adapters/http/admin/exports.admin.controller.js';
import { OperationsAdminController } from './adapters/http/admin/operations.admin.controller.js';
import { ExportDownloadLinks } from './adapters/http/export-download-links.js';
import { SqlExportRepository } from './adapters/persistence/sql-export.repository.js';
import { ManageExports } from './application/manage-exports.use-case.js';
import { ExportRepository } from './application/ports/export.repository.js';
import { QueueBoardController } from './adapters/http/admin/queue-board.controller.js';
import { SqlActivityQueries } from './adapters/persistence/sql-activity-queries.js';
import { SqlDashboardFigures } from './adapters/persistence/sql-dashboard-figures.js';
import { RealServiceProbes } from './adapters/status/service-probes.adapter.js';
import { CheckSystemStatus } from './application/check-system-status.use-case.js';
import { OperationsViews } from './application/operations-views.js';
import { ActivityQueries } from './application/ports/activity-queries.js';
import { DashboardFiguresQuery } from './application/ports/dashboard-figures.js';
import { ServiceProbes } from './application/ports/service-probes.js';

/** The operators' side of operations, in the API only: dashboard, activity, system status, the queue board, exports. */
@Module({
  imports: [IdentityModule],
  controllers: [OperationsAdminController, QueueBoardController, ExportsAdminController, ExportFileController],
  providers: [
    { provide: ActivityQueries, useClass: SqlActivityQueries },
    { provide: DashboardFiguresQuery, useClass: SqlDashboardFigures },
    { provide: ServiceProbes, useClass: RealServiceProbes },
    { provide: ExportRepository, useClass: SqlExportRepository },
    ManageExports,
    ExportDownloadLinks,
    CheckSystemStatus,
    OperationsViews,
    Messages,
  ],
})
export class OperationsAdminModule {}
