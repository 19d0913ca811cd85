import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { localizedHref } from '../../../config/paths';
import { isLanguageCode, languages, storeLanguage, type LanguageCode } from '../../../lib/language';

export function flagUrl(code: LanguageCode): string {
  return `${import.meta.env.BASE_URL}flags/${code}.svg`;
}

/**
 * The flag of the current language beside a native select of the four languages (each named in its own language).
 * A change rewrites the first path segment, keeps the query and saves the choice.
 */
export function LanguageSwitcher({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const id = useId();
  const location = useLocation();
  const navigate = useNavigate();

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value;
    if (!isLanguageCode(next) || next === language) return;
    storeLanguage(next);
    void navigate(localizedHref(next, location.pathname, location.search, location.hash));
  };

  return (
    <div className="language-switcher">
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <img src={flagUrl(language)} alt="" width={24} height={16} className="flag" />
      <select id={id} value={language} onChange={onChange} data-testid="language-switcher">
        {languages.map((option) => (
          <option key={option.code} value={option.code} lang={option.translationKey}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
