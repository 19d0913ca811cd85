import { Global, Module } from '@nestjs/common';
import { ActivityLog } from '../shared/application/ports/activity-log.port.js';
import { SystemController } from './adapters/http/system.controller.js';
import { OpsTokenGuard } from './adapters/http/ops-token.guard.js';
import { TypeOrmActivityLog } from './adapters/persistence/typeorm-activity-log.js';
import { SendTestEmail } from './application/send-test-email.use-case.js';

/** Global so that every context can record activity through the shared ActivityLog port. */
@Global()
@Module({
  controllers: [SystemController],
  providers: [SendTestEmail, OpsTokenGuard, { provide: ActivityLog, useClass: TypeOrmActivityLog }],
  exports: [ActivityLog],
})
export class OperationsModule {}
