import i18next, { type InitOptions } from 'i18next';
import ICU from 'i18next-icu';
import { initReactI18next } from 'react-i18next';
import type en from '../i18n/en.json';
import { setApiLanguage } from './api-client';
import {
  defaultLanguage,
  languageFromPath,
  readStoredLanguage,
  translationKeyOf,
  type LanguageCode,
  type TranslationKey,
} from './language';

/** English is the reference message set; `messages-check.ts` makes the compiler hold the other three to it. */
export type Messages = typeof en;

// One chunk per language: a page downloads only the messages of its own language.
const loaders: Record<TranslationKey, () => Promise<{ default: Messages }>> = {
  en: () => import('../i18n/en.json'),
  lv: () => import('../i18n/lv.json'),
  et: () => import('../i18n/et.json'),
  lt: () => import('../i18n/lt.json'),
};

/** Path first, then the stored choice, then English; used once at start so the first paint is in the right language. */
export function initialLanguage(): LanguageCode {
  return languageFromPath(window.location.pathname) ?? readStoredLanguage() ?? defaultLanguage;
}

export const i18n = i18next.createInstance();

async function ensureMessages(key: TranslationKey): Promise<void> {
  if (i18n.hasResourceBundle(key, 'translation')) return;
  const messages = await loaders[key]();
  i18n.addResourceBundle(key, 'translation', messages.default, true, true);
}

/** The options of every i18next instance: the browser's, and the server's one per language. */
export function i18nOptions(key: TranslationKey, messages: Messages): InitOptions {
  return {
    resources: { [key]: { translation: messages } },
    lng: key,
    fallbackLng: false,
    supportedLngs: Object.keys(loaders),
    interpolation: { escapeValue: false }, // React escapes
    react: { useSuspense: false },
  };
}

/** Starts i18next in the start language (a server-rendered page names it); resolves before the first render. */
export async function startI18n(language?: TranslationKey): Promise<void> {
  const key = language ?? translationKeyOf(initialLanguage());
  const messages = await loaders[key]();
  document.documentElement.lang = key;
  setApiLanguage(key);
  await i18n.use(ICU).use(initReactI18next).init(i18nOptions(key, messages.default));
}

/** Switches the message set, <html lang> and the API's language to the language of the route. */
export async function applyLanguage(code: LanguageCode): Promise<void> {
  const key = translationKeyOf(code);
  await ensureMessages(key);
  document.documentElement.lang = key;
  setApiLanguage(key);
  if (i18n.language !== key) await i18n.changeLanguage(key);
}
