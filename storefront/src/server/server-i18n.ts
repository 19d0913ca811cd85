import i18next, { type i18n as I18n } from 'i18next';
import ICU from 'i18next-icu';
import { initReactI18next } from 'react-i18next';
import en from '../i18n/en.json';
import et from '../i18n/et.json';
import lt from '../i18n/lt.json';
import lv from '../i18n/lv.json';
import { i18nOptions, type Messages } from '../lib/i18n';
import type { TranslationKey } from '../lib/language';

/** Every language's messages are part of the server bundle: a render never waits for a file. */
const serverMessages: Record<TranslationKey, Messages> = { en, lv, et, lt };

/**
 * One i18next instance per language, made once: a render only reads translations, so concurrent requests in
 * different languages can share them without changing any instance's language.
 */
const instances = new Map<TranslationKey, I18n>(
  (Object.keys(serverMessages) as TranslationKey[]).map((key) => {
    const instance = i18next.createInstance();
    void instance.use(ICU).use(initReactI18next).init({ ...i18nOptions(key, serverMessages[key]), initAsync: false });
    return [key, instance];
  }),
);

export function serverI18n(key: TranslationKey): I18n {
  const instance = instances.get(key);
  if (!instance) throw new Error(`No messages for language ${key}`);
  return instance;
}
