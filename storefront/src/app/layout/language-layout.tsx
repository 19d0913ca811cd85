import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router-dom';
import { localizedHref } from '../../config/paths';
import { applyLanguage } from '../../lib/i18n';
import {
  defaultLanguage,
  isLanguageCode,
  languageStorageKey,
  readStoredLanguage,
  toLanguageCode,
} from '../../lib/language';
import { AppShell } from './app-shell';
import { PageErrorBoundary } from './page-error-boundary';

/**
 * The ":lang" route. A valid code sets the language of the page; anything else is a path without a language,
 * which is sent (replacing the history entry) to the same path and query under the stored or current language.
 */
export function LanguageLayout() {
  const { lang } = useParams();
  const language = isLanguageCode(lang) ? lang : undefined;
  const location = useLocation();
  const navigate = useNavigate();
  const { i18n } = useTranslation();

  useEffect(() => {
    if (language) void applyLanguage(language);
  }, [language]);

  // A language chosen in another tab is picked up here.
  useEffect(() => {
    if (!language) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key !== languageStorageKey) return;
      const chosen = toLanguageCode(event.newValue);
      if (chosen && chosen !== language) {
        void navigate(localizedHref(chosen, location.pathname, location.search, location.hash), { replace: true });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [language, location.pathname, location.search, location.hash, navigate]);

  if (!language) {
    const target = readStoredLanguage() ?? toLanguageCode(i18n.language) ?? defaultLanguage;
    return <Navigate to={localizedHref(target, location.pathname, location.search, location.hash)} replace />;
  }

  return (
    <AppShell language={language}>
      <PageErrorBoundary resetKey={location.pathname}>
        <Outlet />
      </PageErrorBoundary>
    </AppShell>
  );
}
