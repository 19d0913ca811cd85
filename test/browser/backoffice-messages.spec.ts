import { expect, test } from '@playwright/test';

// The back-office's interface texts: Latvian, Estonian and Lithuanian must translate every English key (a missing key
// would show English, or the bare key, to a Latvian administrator) and keep the same %{placeholders}.
type Messages = { [key: string]: string | Messages };

const LANGUAGES = ['lv', 'et', 'lt'] as const;
const folder = new URL('../../backoffice/src/i18n/', import.meta.url).href;

async function messages(language: string): Promise<Messages> {
  const module = (await import(`${folder}${language}.ts`)) as { default: Messages };
  return module.default;
}

function flatten(tree: Messages, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') flat.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) flat.set(inner, text);
  }
  return flat;
}

const placeholders = (text: string) => [...new Set(text.match(/%\{\w+\}/g) ?? [])].sort();

test('every back-office text exists in lv, et and lt with the same placeholders, and is translated', async () => {
  const english = flatten(await messages('en'));
  expect(english.get('bte.subscribers.delete_confirm')).toBe('Are you sure you want to delete this subscriber?');
  for (const language of LANGUAGES) {
    const translated = flatten(await messages(language));
    expect.soft([...translated.keys()].filter((key) => !english.has(key)), `${language}: keys English lacks`).toEqual([]);
    for (const [key, text] of english) {
      const other = translated.get(key);
      expect.soft(other, `${language}: ${key}`).toBeDefined();
      if (other === undefined) continue;
      expect.soft(placeholders(other), `${language}: placeholders of ${key}`).toEqual(placeholders(text));
    }
    // Inherited English would pass the checks above: the app's own texts and react-admin's must really be translated.
    const untranslated = [...english].filter(([key, text]) => translated.get(key) === text && text.length > 3 && !/^%\{\w+\}|^Baltic Ticket Exchange|^dataProvider/.test(text));
    expect.soft(untranslated.map(([key]) => key), `${language}: left in English`).toEqual([]);
  }
});
