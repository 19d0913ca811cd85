/** The four interface languages. Estonian is `et` everywhere inside; `ee` is only the storefront's route code. */
export const LANGUAGES = ['lv', 'en', 'et', 'lt'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Accepts the route code `ee` as Estonian; anything unknown is null. */
export function parseLanguage(value: unknown): Language | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toLowerCase().split(/[-_]/)[0];
  if (code === 'ee') return 'et';
  return (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : null;
}
