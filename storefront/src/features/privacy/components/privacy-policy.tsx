import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { translationKeyOf, type LanguageCode, type TranslationKey } from '../../../lib/language';
import type { PrivacyNotice } from '../content/types';

// Each language's notice is its own chunk; only the one shown is downloaded.
const notices: Record<TranslationKey, () => Promise<{ notice: PrivacyNotice }>> = {
  en: () => import('../content/en'),
  lv: () => import('../content/lv'),
  et: () => import('../content/et'),
  lt: () => import('../content/lt'),
};

export function PrivacyPolicy({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const key = translationKeyOf(language);
  const [loaded, setLoaded] = useState<{ key: TranslationKey; notice: PrivacyNotice } | null>(null);

  useEffect(() => {
    let current = true;
    void notices[key]().then((module) => {
      if (current) setLoaded({ key, notice: module.notice });
    });
    return () => {
      current = false;
    };
  }, [key]);

  if (!loaded || loaded.key !== key) return <Spinner label={t('common.loading')} />;
  const { notice } = loaded;
  return (
    <article className="max-w-3xl" data-testid="privacy-policy">
      <h1 className="mb-2 text-4xl font-extrabold">{notice.title}</h1>
      <p className="mb-6 text-sm text-muted">{notice.updated}</p>
      <p className="mb-8 text-lg">{notice.intro}</p>
      {notice.sections.map((section) => (
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
