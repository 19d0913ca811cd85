import { isLanguageCode, type LanguageCode } from '../lib/language';

/**
 * Every storefront route, built in one place. `path` is the router pattern (relative to "/:lang" for the
 * language routes), `getHref` the link to it.
 */
export const paths = {
  root: { path: '/', getHref: () => '/' },
  home: { path: ':lang', getHref: (lang: LanguageCode) => `/${lang}` },
  events: { path: 'events', getHref: (lang: LanguageCode) => `/${lang}/events` },
  tickets: { path: 'tickets', getHref: (lang: LanguageCode) => `/${lang}/tickets` },
  aboutUs: { path: 'about-us', getHref: (lang: LanguageCode) => `/${lang}/about-us` },
  contact: { path: 'contact', getHref: (lang: LanguageCode) => `/${lang}/contact` },
  privacyPolicy: { path: 'privacy-policy', getHref: (lang: LanguageCode) => `/${lang}/privacy-policy` },
  notFound: { path: '*' },
} as const;

/**
 * The same location under another language: replaces the language segment when there is one, prepends it
 * otherwise, and keeps the query string and hash. "/en/about-us?x=1" → "/lv/about-us?x=1", "/tickets" → "/en/tickets".
 */
export function localizedHref(lang: LanguageCode, pathname: string, search = '', hash = ''): string {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const rest = isLanguageCode(segments[0]) ? segments.slice(1) : segments;
  const path = ['', lang, ...rest].join('/');
  return `${path}${search}${hash}`;
}
