import { join } from 'node:path';
import { Module } from '@nestjs/common';
import { AcceptLanguageResolver, I18nJsonLoader, I18nModule, QueryResolver } from 'nestjs-i18n';

/** Server-side messages in lv, en, et, lt (src/i18n, copied next to the build). Languages are always explicit. */
@Module({
  imports: [
    I18nModule.forRoot({
      fallbackLanguage: 'en',
      loader: I18nJsonLoader,
      loaderOptions: { path: join(import.meta.dirname, '../../../i18n'), watch: false },
      // Handlers pass the language explicitly (shared/adapters/http/request-language.ts); these only feed I18nContext.
      resolvers: [{ use: QueryResolver, options: ['lang'] }, AcceptLanguageResolver],
      fallbacks: { ee: 'et', 'et-*': 'et', 'lv-*': 'lv', 'lt-*': 'lt', 'en-*': 'en' },
      logging: false,
    }),
  ],
})
export class TranslationsModule {}
