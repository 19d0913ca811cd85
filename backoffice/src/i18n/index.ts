import polyglotI18nProvider from 'ra-i18n-polyglot';
import en from './en';

export const locales = [
  { locale: 'en', name: 'English' },
  { locale: 'lv', name: 'Latviešu' },
];

// English ships with the first load (the initial locale must be synchronous); Latvian is fetched when chosen in the
// app bar, and react-admin's store remembers the choice for the next visit.
const getMessages = (locale: string) => (locale === 'lv' ? import('./lv').then((module) => module.default) : en);

// node-polyglot knows no Latvian plural rule: one form when the number ends in 1 but not in 11, otherwise the other.
const pluralRules = {
  pluralTypes: {
    english: (n: number) => (n === 1 ? 0 : 1),
    latvian: (n: number) => (n % 10 === 1 && n % 100 !== 11 ? 0 : 1),
  },
  pluralTypeToLanguages: { english: ['en'], latvian: ['lv'] },
};

export const i18nProvider = polyglotI18nProvider(getMessages, 'en', locales, { pluralRules });
