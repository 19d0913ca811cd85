import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { declineConsent, readConsent, saveConsent, type ConsentChoices } from '../consent';
import { CookieBanner } from './cookie-banner';

const CookiePreferencesDialog = lazy(() => import('./cookie-preferences-dialog'));

interface CookieConsentApi {
  openPreferences: () => void;
}

const CookieConsentContext = createContext<CookieConsentApi>({ openPreferences: () => undefined });

export function useCookieConsent(): CookieConsentApi {
  return useContext(CookieConsentContext);
}

/** The banner until a choice is made, and the preferences dialog (from "Learn more" or the footer link). */
export function CookieConsentProvider({ children }: { children: ReactNode }) {
  const [bannerOpen, setBannerOpen] = useState(() => !readConsent().decided);
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const [initialChoices, setInitialChoices] = useState<ConsentChoices>(() => readConsent());

  const openPreferences = useCallback(() => {
    setInitialChoices(readConsent());
    setPreferencesOpen(true);
  }, []);
  const api = useMemo(() => ({ openPreferences }), [openPreferences]);

  const decide = (choices: ConsentChoices) => {
    saveConsent(choices);
    setBannerOpen(false);
    setPreferencesOpen(false);
  };
  const decline = () => {
    declineConsent();
    setBannerOpen(false);
    setPreferencesOpen(false);
  };

  return (
    <CookieConsentContext.Provider value={api}>
      {children}
      {bannerOpen && (
        <CookieBanner
          onAccept={() => decide({ analytics: true, marketing: true })}
          onDecline={decline}
          onLearnMore={openPreferences}
        />
      )}
      {preferencesOpen && (
        <Suspense fallback={null}>
          <CookiePreferencesDialog
            initialChoices={initialChoices}
            onSave={decide}
            onDecline={decline}
            onClose={() => setPreferencesOpen(false)}
          />
        </Suspense>
      )}
    </CookieConsentContext.Provider>
  );
}
