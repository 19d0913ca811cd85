import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';

const LANGUAGES = ['en', 'lv', 'et', 'lt'];
const here = import.meta.dirname;

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
}

describe('server-side translations', () => {
  const files = readdirSync(join(here, 'en')).filter((file) => file.endsWith('.json'));
  const read = (language: string, file: string) => JSON.parse(readFileSync(join(here, language, file), 'utf8')) as Record<string, unknown>;
  const valueAt = (tree: Record<string, unknown>, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);

  it.each(files)('%s has the same keys in lv, en, et and lt', (file) => {
    const english = keysOf(read('en', file)).sort();
    for (const language of LANGUAGES) expect([language, keysOf(read(language, file)).sort()]).toEqual([language, english]);
  });

  it.each(files)('%s keeps every placeholder in every language, and no text is left empty', (file) => {
    const english = read('en', file);
    for (const key of keysOf(english)) {
      const expected = placeholdersOf(String(valueAt(english, key)));
      for (const language of LANGUAGES) {
        const text = String(valueAt(read(language, file), key));
        expect([language, key, text.trim().length > 0]).toEqual([language, key, true]);
        expect([language, key, placeholdersOf(text)]).toEqual([language, key, expected]);
      }
    }
  });
});
