import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { inputClasses } from '../../../components/ui/field';
import { localizedHref } from '../../../config/paths';
import { isLanguageCode, languages, storeLanguage, translationKeyOf } from '../../../lib/language';
import { useLanguage } from '../../../lib/use-language';
import { useUpdateProfile } from '../api/profile';

/** The interface language: the same switch as the header's, also kept on the account for emails. */
export function SettingsTab() {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const id = useId();
  const choose = (next: string) => {
    if (!isLanguageCode(next) || next === language) return;
    storeLanguage(next);
    update.mutate({ preferredLanguage: translationKeyOf(next) });
    void navigate(localizedHref(next, location.pathname, location.search, location.hash));
  };
  return (
    <section aria-labelledby="settings-title" className="rounded-2xl border border-line bg-white p-5 md:p-6" data-testid="settings-tab">
      <h1 id="settings-title" className="mb-5 text-2xl font-bold">
        {t('profile.settings.title')}
      </h1>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {t('profile.settings.language')}
      </label>
      <select id={id} value={language} onChange={(event) => choose(event.target.value)} className={`${inputClasses} max-w-xs`}>
        {languages.map((option) => (
          <option key={option.code} value={option.code} lang={option.translationKey}>
            {option.name}
          </option>
        ))}
      </select>
    </section>
  );
}
