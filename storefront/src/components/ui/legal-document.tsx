import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translationKeyOf, type LanguageCode, type TranslationKey } from '../../lib/language';
import { Spinner } from './spinner';

interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

/** A legal text in one language (plain data: legal text is reviewed as a document, not as UI strings). */
export interface LegalText {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}

/** The privacy notice, the terms of use: each language's text is its own chunk, only the one shown is downloaded. */
export function LegalDocument({ language, texts, testId }: { language: LanguageCode; texts: Record<TranslationKey, () => Promise<LegalText>>; testId: string }) {
  const { t } = useTranslation();
  const key = translationKeyOf(language);
  const [loaded, setLoaded] = useState<{ key: TranslationKey; text: LegalText } | null>(null);

  useEffect(() => {
    let current = true;
    void texts[key]().then((text) => {
      if (current) setLoaded({ key, text });
    });
    return () => {
      current = false;
    };
  }, [key, texts]);

  if (!loaded || loaded.key !== key) return <Spinner label={t('common.loading')} />;
  const { text } = loaded;
  return (
    <article className="max-w-3xl" data-testid={testId}>
      <h1 className="mb-2 text-3xl font-extrabold break-words sm:text-4xl">{text.title}</h1>
      <p className="mb-6 text-sm text-muted">{text.updated}</p>
      <p className="mb-8 text-lg">{text.intro}</p>
      {text.sections.map((section) => (
        <section key={section.heading} className="mb-8">
          <h2 className="mb-3 text-2xl font-bold">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mb-3 leading-relaxed">
              {paragraph}
            </p>
          ))}
          {section.list && (
            <ul className="mb-3 list-disc space-y-1.5 pl-6 leading-relaxed">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
