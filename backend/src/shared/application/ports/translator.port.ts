import type { Language } from '../../domain/language.js';

/** Server-side messages (src/i18n) in an explicit language, for work done outside a request (a worker's files). */
export abstract class Translator {
  abstract translate(key: string, language: Language): string;
}
