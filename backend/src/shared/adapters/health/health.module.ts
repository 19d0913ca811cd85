import { Global, Module } from '@nestjs/common';
import { DependencyChecks } from './dependency-checks.js';

/** The background checks of queue, storage and mail, in both processes (the worker acts on mail recovering). */
@Global()
@Module({
  providers: [DependencyChecks],
  exports: [DependencyChecks],
})
export class HealthModule {}
