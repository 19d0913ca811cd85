import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languages, type LanguageCode } from '../../../lib/language';

export function flagUrl(code: LanguageCode): string {
  return `${import.meta.env.BASE_URL}flags/${code}.svg`;
}

export function Flag({ code }: { code: LanguageCode }) {
  return <img src={flagUrl(code)} alt="" width={24} height={16} className="block h-4 w-6 rounded-[2px] border border-slate-300" fetchPriority="low" loading="lazy" />;
}

export const switcherTriggerClasses =
  'inline-flex items-center gap-2 rounded-lg border border-line bg-white px-2.5 py-2 text-sm font-medium text-ink hover:bg-slate-50';

export function TriggerFace({ code, name, lang }: { code: LanguageCode; name: string; lang: string }) {
  return (
    <>
      <Flag code={code} />
      <span className="hidden sm:inline" lang={lang}>
        {name}
      </span>
      <span aria-hidden="true" className="text-xs text-muted">
        ▾
      </span>
    </>
  );
}

const loadLanguageMenu = () => import('./language-menu');
const LanguageMenu = lazy(loadLanguageMenu);

/**
 * The language switcher's trigger. The dropdown itself (Radix menu and its positioning code) is loaded when the
 * pointer or focus reaches the trigger and mounted on the first activation, so it costs the first page nothing.
 */
export function LanguageSwitcher({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const [activated, setActivated] = useState(false);
  const current = languages.find((option) => option.code === language) ?? languages[0];

  const lightTrigger = (
    <button
      type="button"
      data-testid="language-switcher"
      aria-label={`${t('language.label')}: ${current.name}`}
      aria-haspopup="menu"
      aria-expanded={false}
      className={switcherTriggerClasses}
      onPointerEnter={() => void loadLanguageMenu()}
      onFocus={() => void loadLanguageMenu()}
      onClick={() => setActivated(true)}
    >
      <TriggerFace code={current.code} name={current.name} lang={current.translationKey} />
    </button>
  );

  if (!activated) return lightTrigger;
  return (
    <Suspense fallback={lightTrigger}>
      <LanguageMenu language={language} />
    </Suspense>
  );
}
