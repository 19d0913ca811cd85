import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languages, type LanguageCode } from '../../../lib/language';
import { switcherTriggerClasses, TriggerFace } from './language-trigger';

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
