import { Module } from '@nestjs/common';
import { SystemController } from './adapters/http/system.controller.js';
import { OpsTokenGuard } from './adapters/http/ops-token.guard.js';
import { SendTestEmail } from './application/send-test-email.use-case.js';

@Module({
  controllers: [SystemController],
  providers: [SendTestEmail, OpsTokenGuard],
})
export class OperationsModule {}
