import { Module } from '@nestjs/common';
import { MarketplaceJobsModule } from '../marketplace/marketplace.module.js';
import { SqlDemoStore } from './adapters/sql-demo-store.js';
import { DemoStore } from './application/ports/demo-store.js';
import { TopUpDemoMarketplaceHandler } from './application/top-up-demo-marketplace.handler.js';

/** The worker's demo job (ADR 0031): does nothing unless DEMO_MARKETPLACE is set, as `npm start` does. */
@Module({
  imports: [MarketplaceJobsModule],
  providers: [{ provide: DemoStore, useClass: SqlDemoStore }, TopUpDemoMarketplaceHandler],
})
export class DemoJobsModule {}
