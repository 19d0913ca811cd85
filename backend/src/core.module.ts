import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { Config } from './config/config.js';
import { ConfigModule } from './config/config.module.js';
import { TranslationsModule } from './shared/adapters/i18n/translations.module.js';
import { HealthModule } from './shared/adapters/health/health.module.js';
import { MailModule } from './shared/adapters/mail/mail.module.js';
import { MetricsModule } from './shared/adapters/metrics/metrics.module.js';
import { DatabaseModule } from './shared/adapters/persistence/database.module.js';
import { QueueModule } from './shared/adapters/queue/queue.module.js';
import { RateLimitModule } from './shared/adapters/rate-limit/rate-limit.module.js';
import { StorageModule } from './shared/adapters/storage/storage.module.js';
import { I18nTranslator } from './shared/adapters/i18n/i18n-translator.js';
import { CsvExportSources } from './shared/application/exports/csv-export-source.js';
import { Translator } from './shared/application/ports/translator.port.js';
import { Clock, SystemClock } from './shared/domain/clock.js';

/** What both processes, the API and the worker, stand on: config, database, queues, files, mail, messages. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(config: Config): DynamicModule {
    return {
      module: CoreModule,
      imports: [
        ConfigModule.forRoot(config),
        MetricsModule,
        DatabaseModule.forRoot(config.database),
        QueueModule.forRoot(config.queue, config.database),
        StorageModule,
        MailModule,
        TranslationsModule,
        RateLimitModule,
        HealthModule,
      ],
      // The export sources' registry: each context registers its own (ADR 0032); the export job looks them up.
      providers: [{ provide: Clock, useClass: SystemClock }, CsvExportSources, { provide: Translator, useClass: I18nTranslator }],
      exports: [Clock, CsvExportSources, Translator],
    };
  }
}
