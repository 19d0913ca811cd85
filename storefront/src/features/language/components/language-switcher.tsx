import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { localizedHref } from '../../../config/paths';
import { isLanguageCode, languages, storeLanguage, type LanguageCode } from '../../../lib/language';

export function flagUrl(code: LanguageCode): string {
  return `${import.meta.env.BASE_URL}flags/${code}.svg`;
}

function Flag({ code }: { code: LanguageCode }) {
  return <img src={flagUrl(code)} alt="" width={24} height={16} className="block h-4 w-6 rounded-[2px] border border-slate-300" />;
}

/**
 * A flag dropdown of the four languages, each named in its own language. Choosing one rewrites the first path
 * segment, keeps the query and saves the choice (other open tabs follow it, see LanguageLayout).
 */
export function LanguageSwitcher({ language }: { language: LanguageCode }) {
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
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        data-testid="language-switcher"
        aria-label={`${t('language.label')}: ${current.name}`}
        className="inline-flex items-center gap-2 rounded-lg border border-line bg-white px-2.5 py-2 text-sm font-medium text-ink hover:bg-slate-50"
      >
        <Flag code={current.code} />
        <span className="hidden sm:inline" lang={current.translationKey}>
          {current.name}
        </span>
        <span aria-hidden="true" className="text-xs text-muted">
          ▾
        </span>
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
