import { Global, Module } from '@nestjs/common';
import { AppMetrics } from './app-metrics.js';

@Global()
@Module({
  providers: [{ provide: AppMetrics, useFactory: () => new AppMetrics() }],
  exports: [AppMetrics],
})
export class MetricsModule {}
