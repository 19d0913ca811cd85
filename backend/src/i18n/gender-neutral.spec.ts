import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';

/**
 * Latvian and Lithuanian texts must not assume the reader's gender (issue 23; the forms replaced and why are listed
 * in docs/language-notes.md). A curated list of the forms that did, and of their close relatives, over every lv and lt
 * message file of the three apps: a new text that brings one back fails here. Words are matched whole and
 * case-insensitively. A Latvian informal imperative spelt like a participle ("reģistrējies!") is caught too: say it
 * another way ("izveido kontu"), the reader cannot tell the two apart either.
 */
const GENDERED: Record<'lv' | 'lt', { pattern: string; why: string }[]> = {
  lv: [
    { pattern: 'sveicināt(s|a|i|as)', why: 'a participle greeting: "Sveiki"' },
    { pattern: 'laipni lūgt(s|a|i|as)', why: 'a participle greeting: "Laipni lūdzam"' },
    { pattern: '(cienījam|mīļ|dārg)(ais|ā|ie|ās)', why: 'an address that agrees with the reader' },
    { pattern: '(pierakstīj|reģistrēj|izrakstīj|pieslēdz|pieslēg|atslēdz|atslēg|izstāj|pievienoj|abonēj)(ies|usies|ušies|ušās)', why: 'a past active participle of the reader: an impersonal or passive form' },
    { pattern: '(pieteic|pieteik|aizmirs|atteic|atteik|ienāc|ienāk|iegāj|izgāj)(ies|is|usies|usi|ušies|uši)', why: 'a past active participle of the reader' },
    { pattern: '(esat|neesat|esiet|bijāt|būsiet|tiksiet|tikāt|kļūsiet|kļuvāt|paliksiet)\\s+(?!jūs|jums|jūsu)\\p{L}+(is|usi|ies|usies|ušies|uši|ušas|ts|ta|ti|tas|gs|ga|gi|gas)', why: 'a participle or adjective that agrees with "jūs"' },
    { pattern: '(pārliecināt|gatav|priecīg|pateicīg)(s|a|i|as)\\s*\\?', why: 'a question about the reader with an adjective: "Vai tiešām …?"' },
    { pattern: '(uzzini|uzziniet|esi|esiet)\\s+(pirm(ais|ā|ie|ās)|starp pirmajiem)', why: '"be the first" agrees with the reader' },
  ],
  lt: [
    { pattern: '(prisijung|atsijung|užsiregistrav|užsiprenumerav|prisiregistrav|pamirš)(ęs|usi|ę|usios)', why: 'a past active participle of the reader' },
    { pattern: '(mielas|mieloji|mielieji|mielosios|miela|gerbiamas|gerbiamoji|gerbiamieji|gerbiama)', why: 'an address that agrees with the reader: "Sveiki"' },
    { pattern: '(sveiki atvykę|sveikas atvykęs|sveika atvykusi|sveikos atvykusios)', why: 'a participle greeting: "Sveiki"' },
    { pattern: '(esate|nesate|buvote|būsite|tapote|tapsite|likote|liksite)\\s+(?!jūs|jums|jus)\\p{L}+(as|ęs|usi|ę|i|ti|tos|tas|ta|ūs|ios|ieji|oji)', why: 'a participle or adjective that agrees with "jūs"' },
    { pattern: 'jūs\\s+(ne|nebe)?\\p{L}+(imas|ima|omas|oma|amas|ama|tas|ta)', why: 'a passive participle that agrees with "jūs": make a noun the subject ("jūsų vardas nebeminimas")' },
    { pattern: '(norėdam|nedelsdam|paspausdam|pirkdam|spausdam|rašydam|įvesdam|pildydam)(i|as|a|os)', why: 'a half participle of the reader: "norint", "kad galėtumėte", "nedelsiant"' },
    { pattern: '(skoling|tikr|įsitikin|pasireng|pasiruoš)(as|a|i|os|ęs|usi|ę)\\s*(\\{|\\?)', why: 'an adjective that agrees with the reader' },
    { pattern: '(sužinokite|būkite)\\s+pirm(i|ieji|as|a|oji|osios)', why: '"be the first" agrees with the reader' },
  ],
};

const root = join(import.meta.dirname, '..', '..', '..');
const LANGUAGES = ['lv', 'lt'] as const;

/** Every text of one language: "file key" → text (JSON message files) or "file:line" → line (TypeScript message modules). */
function textsOf(language: 'lv' | 'lt'): [string, string][] {
  const texts: [string, string][] = [];
  const walk = (where: string, value: unknown): void => {
    if (typeof value === 'string') texts.push([where, value]);
    else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) walk(`${where}.${key}`, child);
  };
  const json = (path: string) => walk(`${path} `, JSON.parse(readFileSync(join(root, path), 'utf8')));
  const lines = (path: string) => readFileSync(join(root, path), 'utf8').split('\n').forEach((line, index) => texts.push([`${path}:${index + 1}`, line]));
  for (const file of readdirSync(join(root, 'backend/src/i18n', language))) json(`backend/src/i18n/${language}/${file}`);
  json(`storefront/src/i18n/${language}.json`);
  lines(`backoffice/src/i18n/${language}.ts`);
  for (const feature of readdirSync(join(root, 'storefront/src/features'))) {
    const content = `storefront/src/features/${feature}/content/${language}.ts`;
    try {
      lines(content);
    } catch {
      // This feature has no long-form content.
    }
  }
  return texts;
}

describe('Latvian and Lithuanian texts do not assume the reader\'s gender', () => {
  it.each(LANGUAGES)('%s: no gendered form of the curated list in any app', (language) => {
    const texts = textsOf(language);
    // The files were found: the back-office, the storefront and the server's messages, mail among them.
    for (const part of ['backend/src/i18n', 'storefront/src/i18n', 'backoffice/src/i18n', '/mail.json']) expect(texts.some(([where]) => where.includes(part))).toBe(true);
    const found = texts.flatMap(([where, text]) =>
      GENDERED[language]
        .filter(({ pattern }) => new RegExp(`(?<!\\p{L})${pattern}(?!\\p{L})`, 'iu').test(text))
        .map(({ pattern, why }) => `${where}: /${pattern}/ (${why}): ${text.trim()}`),
    );
    expect(found).toEqual([]);
  });

  it.each([
    ['lv', 'Jūs esat pierakstījies jaunumiem.'],
    ['lv', 'Sveicināti, {firstName}!'],
    ['lv', 'Vai esat pārliecināta?'],
    ['lv', 'Piesakies un uzzini pirmais.'],
    ['lt', 'Jūs esate prisijungęs.'],
    ['lt', 'Mielas {firstName},'],
    ['lt', 'Norėdami tęsti, prisijunkite.'],
    ['lt', 'Po ginčo esate skolingi {amount}.'],
    ['lt', 'Užsakymuose jūs nebeminimas.'],
    ['lt', 'Užsiprenumeruokite ir sužinokite pirmi.'],
  ] as const)('the list catches %s "%s"', (language, text) => {
    expect(GENDERED[language].some(({ pattern }) => new RegExp(`(?<!\\p{L})${pattern}(?!\\p{L})`, 'iu').test(text))).toBe(true);
  });

  it.each([
    ['lv', 'Sveiki, {firstName}! Jūs esat gaidītāju sarakstā. Piesakies jaunumiem un saņem ziņu.'],
    ['lt', 'Sveiki, {firstName}! Pamiršote slaptažodį? Jei tai buvote ne jūs, nedelsiant atkurkite slaptažodį. Bilietai vėl parduodami.'],
  ] as const)('the list lets the neutral forms through (%s)', (language, text) => {
    expect(GENDERED[language].filter(({ pattern }) => new RegExp(`(?<!\\p{L})${pattern}(?!\\p{L})`, 'iu').test(text))).toEqual([]);
  });
});
