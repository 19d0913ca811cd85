import type { Language } from '../../domain/language.js';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** Turns a template name and its parameters into an email in the given language. */
export abstract class EmailRenderer {
  abstract render(template: string, language: Language, params: Record<string, string | number>): RenderedEmail;
}
