import { Global, Module } from '@nestjs/common';
import { AppConfig, AuthConfig, DatabaseConfig, MailConfig, MetricsConfig, PaymentsConfig, PlatformOperatorConfig, QueueConfig, RateLimitConfig, StorageSettings, UnsubscribeConfig, type Config } from './config.js';

/** Makes each typed config injectable by its class. The config is read once, by the entrypoint. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: Config) {
    const providers = [
      { provide: AppConfig, useValue: config.app },
      { provide: DatabaseConfig, useValue: config.database },
      { provide: QueueConfig, useValue: config.queue },
      { provide: StorageSettings, useValue: config.storage },
      { provide: MailConfig, useValue: config.mail },
      { provide: AuthConfig, useValue: config.auth },
      { provide: UnsubscribeConfig, useValue: config.unsubscribe },
      { provide: RateLimitConfig, useValue: config.rateLimit },
      { provide: MetricsConfig, useValue: config.metrics },
      { provide: PaymentsConfig, useValue: config.payments },
      { provide: PlatformOperatorConfig, useValue: config.operator },
    ];
    return { module: ConfigModule, providers, exports: providers };
  }
}
