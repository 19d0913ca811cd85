import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import en from './en';

/** The four interface languages; `et` is Estonian (the storefront's route code `ee` is not used here). */
export const locales = [
  { locale: 'en', name: 'English' },
  { locale: 'lv', name: 'Latviešu' },
  { locale: 'et', name: 'Eesti' },
  { locale: 'lt', name: 'Lietuvių' },
];

const loaders: Record<string, () => Promise<{ default: TranslationMessages }>> = {
  lv: () => import('./lv'),
  et: () => import('./et'),
  lt: () => import('./lt'),
};

// English ships with the first load (the initial locale must be synchronous); the others are fetched when chosen in
// the app bar, and react-admin's store remembers the choice for the next visit.
const getMessages = (locale: string) => loaders[locale]?.().then((module) => module.default) ?? en;

// node-polyglot knows no Latvian rule and counts Lithuanian in three forms; both are written here so that
// "one |||| other" strings pick the right form. Estonian follows the English rule.
const pluralRules = {
  pluralTypes: {
    english: (n: number) => (n === 1 ? 0 : 1),
    latvian: (n: number) => (n % 10 === 1 && n % 100 !== 11 ? 0 : 1),
    lithuanian: (n: number) => (n % 10 === 1 && n % 100 !== 11 ? 0 : n % 10 >= 2 && (n % 100 < 11 || n % 100 > 19) ? 1 : 2),
  },
  pluralTypeToLanguages: { english: ['en', 'et'], latvian: ['lv'], lithuanian: ['lt'] },
};

const polyglot = polyglotI18nProvider(getMessages, 'en', locales, { pluralRules });

// The page's lang follows the interface language, so that screen readers pronounce Latvian as Latvian (index.html
// starts in English, the first language).
export const i18nProvider: I18nProvider = {
  ...polyglot,
  changeLocale: async (locale, options) => {
    await polyglot.changeLocale(locale, options);
    document.documentElement.lang = locale;
  },
};

/** The storefront's address in a language: Estonian is `/ee` there, `et` here. */
export function storefrontPath(locale: string): string {
  const known = locales.find((entry) => entry.locale === locale)?.locale ?? 'en';
  return `/${known === 'et' ? 'ee' : known}`;
}

/**
 * The language the storefront sent the visitor here in: `/lv/admin` (also `/en`, `/ee`, `/lt`) opens
 * `/backoffice/?lang=lv`. Undefined when the address names none, or one the back-office does not speak.
 */
export function languageInAddress(search: string): string | undefined {
  const lang = new URLSearchParams(search).get('lang');
  const locale = lang === 'ee' ? 'et' : lang;
  return locales.find((entry) => entry.locale === locale)?.locale;
}

/** The language the API answers in (`Accept-Language`), the same as the interface's. */
export function currentLanguage(): string {
  return i18nProvider.getLocale();
}
