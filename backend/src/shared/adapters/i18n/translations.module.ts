import { join } from 'node:path';
import { Module } from '@nestjs/common';
import { I18nJsonLoader, I18nModule, QueryResolver } from 'nestjs-i18n';

/** Server-side messages in lv, en, et, lt (src/i18n, copied next to the build). Languages are always explicit. */
@Module({
  imports: [
    I18nModule.forRoot({
      fallbackLanguage: 'en',
      loader: I18nJsonLoader,
      loaderOptions: { path: join(import.meta.dirname, '../../../i18n'), watch: false },
      // Handlers pass the language explicitly (shared/adapters/http/request-language.ts), so the per-request
      // middleware is off; the resolver is only there because the library insists on one.
      resolvers: [{ use: QueryResolver, options: ['lang'] }],
      disableMiddleware: true,
      fallbacks: { ee: 'et', 'et-*': 'et', 'lv-*': 'lv', 'lt-*': 'lt', 'en-*': 'en' },
      logging: false,
    }),
  ],
})
export class TranslationsModule {}
