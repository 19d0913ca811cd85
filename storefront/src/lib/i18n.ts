import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../i18n/en.json';
import et from '../i18n/et.json';
import lt from '../i18n/lt.json';
import lv from '../i18n/lv.json';
import {
  defaultLanguage,
  languageFromPath,
  readStoredLanguage,
  translationKeyOf,
  type LanguageCode,
  type TranslationKey,
} from './language';

/** English is the reference message set: the other three must have every one of its keys. */
export type Messages = typeof en;

export const resources = {
  en: { translation: en },
  lv: { translation: lv satisfies Messages },
  et: { translation: et satisfies Messages },
  lt: { translation: lt satisfies Messages },
} as const satisfies Record<TranslationKey, { translation: Messages }>;

/** Path first, then the stored choice, then English; used once at start so the first paint is in the right language. */
export function initialLanguage(): LanguageCode {
  return languageFromPath(window.location.pathname) ?? readStoredLanguage() ?? defaultLanguage;
}

export const i18n = i18next.createInstance();

const startLanguage = translationKeyOf(initialLanguage());
document.documentElement.lang = startLanguage;

void i18n.use(initReactI18next).init({
  resources,
  lng: startLanguage,
  fallbackLng: 'en',
  supportedLngs: Object.keys(resources),
  interpolation: { escapeValue: false }, // React escapes
  initAsync: false,
});

/** Switches the message set and <html lang> to the language of the route. */
export function applyLanguage(code: LanguageCode): void {
  const key = translationKeyOf(code);
  document.documentElement.lang = key;
  if (i18n.language !== key) void i18n.changeLanguage(key);
}
