/**
 * The four interface languages. The route code is the first path segment; the translation key names the message
 * set and the value of <html lang>. Estonian is "ee" in routes and "et" everywhere else.
 */
export const languages = [
  { code: 'lv', translationKey: 'lv', name: 'Latviešu' },
  { code: 'en', translationKey: 'en', name: 'English' },
  { code: 'ee', translationKey: 'et', name: 'Eesti' },
  { code: 'lt', translationKey: 'lt', name: 'Lietuvių' },
] as const;

type Language = (typeof languages)[number];
export type LanguageCode = Language['code'];
export type TranslationKey = Language['translationKey'];

export const defaultLanguage: LanguageCode = 'en';
export const languageStorageKey = 'language';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return languages.some((language) => language.code === value);
}

/** Accepts a route code or a translation key ("et" means "ee"); anything else is undefined. */
export function toLanguageCode(value: string | null | undefined): LanguageCode | undefined {
  return languages.find((language) => language.code === value || language.translationKey === value)?.code;
}

export function translationKeyOf(code: LanguageCode): TranslationKey {
  return languages.find((language) => language.code === code)?.translationKey ?? 'en';
}

/** The language code in the first segment of a path, if it is one. */
export function languageFromPath(pathname: string): LanguageCode | undefined {
  const first = pathname.split('/')[1];
  return isLanguageCode(first) ? first : undefined;
}

export function readStoredLanguage(): LanguageCode | undefined {
  try {
    return toLanguageCode(window.localStorage.getItem(languageStorageKey));
  } catch {
    return undefined; // storage disabled (private mode, blocked cookies)
  }
}

export function storeLanguage(code: LanguageCode): void {
  try {
    window.localStorage.setItem(languageStorageKey, code);
  } catch {
    // storage disabled: the choice still lives in the URL
  }
}
