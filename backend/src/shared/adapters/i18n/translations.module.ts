import { join } from 'node:path';
import { Module } from '@nestjs/common';
import { I18nJsonLoader, I18nModule, QueryResolver } from 'nestjs-i18n';
import { withoutGlobalInterceptors } from './without-global-interceptors.js';

/**
 * Server-side messages in lv, en, et, lt (src/i18n, copied next to the build). Languages are always explicit:
 * handlers pass the request's language (shared/adapters/http/request-language.ts), so the library's per-request
 * middleware is off, and so is its global interceptor, which resolved a language nobody read and ran the rest of
 * every request inside an async context of its own (an RxJS chain and a context switch per request).
 */
@Module({
  imports: [
    withoutGlobalInterceptors(
      I18nModule.forRoot({
        fallbackLanguage: 'en',
        loader: I18nJsonLoader,
        loaderOptions: { path: join(import.meta.dirname, '../../../i18n'), watch: false },
        // The library insists on a resolver; nothing uses it.
        resolvers: [{ use: QueryResolver, options: ['lang'] }],
        disableMiddleware: true,
        fallbacks: { ee: 'et', 'et-*': 'et', 'lv-*': 'lv', 'lt-*': 'lt', 'en-*': 'en' },
        logging: false,
      }),
    ),
  ],
})
export class TranslationsModule {}
