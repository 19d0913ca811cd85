import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { localizedHref } from '../../../config/paths';
import { isLanguageCode, languages, storeLanguage, type LanguageCode } from '../../../lib/language';
import { Flag, switcherTriggerClasses, TriggerFace } from './language-trigger';

/**
 * The flag dropdown of the four languages, each named in its own language. Choosing one rewrites the first path
 * segment, keeps the query and saves the choice (other open tabs follow it, see LanguageLayout).
 */
export default function LanguageMenu({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const current = languages.find((option) => option.code === language) ?? languages[0];

  const choose = (next: string) => {
    if (!isLanguageCode(next) || next === language) return;
    storeLanguage(next);
    void navigate(localizedHref(next, location.pathname, location.search, location.hash));
  };

  return (
    // Mounted by the first click on the light trigger, so it opens at once.
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger data-testid="language-switcher" aria-label={`${t('language.label')}: ${current.name}`} className={switcherTriggerClasses}>
        <TriggerFace code={current.code} name={current.name} lang={current.translationKey} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 rounded-xl border border-line bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-1.5 text-xs font-semibold text-muted uppercase">
            {t('language.label')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={language} onValueChange={choose}>
            {languages.map((option) => (
              <DropdownMenu.RadioItem
                key={option.code}
                value={option.code}
                lang={option.translationKey}
                className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-ink outline-none select-none data-highlighted:bg-brand-soft data-[state=checked]:font-semibold"
              >
                <Flag code={option.code} />
                <span className="flex-1">{option.name}</span>
                <DropdownMenu.ItemIndicator aria-hidden="true">✓</DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
