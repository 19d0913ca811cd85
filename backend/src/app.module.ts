import { Module, type DynamicModule, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import type { Config } from './config/config.js';
import { CatalogModule } from './catalog/catalog.module.js';
import { CoreModule } from './core.module.js';
import { IdentityModule } from './identity/identity.module.js';
import { MarketplaceModule } from './marketplace/marketplace.module.js';
import { PayoutsModule } from './payouts/payouts.module.js';
import { NewsletterModule } from './newsletter/newsletter.module.js';
import { OperationsAdminModule } from './operations/operations-admin.module.js';
import { OperationsModule } from './operations/operations.module.js';
import { ErrorResponseFilter } from './shared/adapters/http/error-response.filter.js';
import { HealthController, ShutdownState } from './shared/adapters/http/health.controller.js';
import { SupportModule } from './support/support.module.js';
import { PrivacyModule } from './privacy/privacy.module.js';
import { HttpMetricsMiddleware } from './shared/adapters/http/http-metrics.middleware.js';
import { RequestContextMiddleware } from './shared/adapters/http/request-context.middleware.js';

@Module({})
export class AppModule implements NestModule {
  static forRoot(config: Config): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.forRoot(config), OperationsModule, IdentityModule, CatalogModule, MarketplaceModule, PayoutsModule, NewsletterModule, SupportModule, PrivacyModule, OperationsAdminModule],
      controllers: [HealthController],
      providers: [ShutdownState, { provide: APP_FILTER, useClass: ErrorResponseFilter }],
    };
  }

  configure(consumer: MiddlewareConsumer) {
    consumer.apply(RequestContextMiddleware, HttpMetricsMiddleware).forRoutes('*path');
  }
}
