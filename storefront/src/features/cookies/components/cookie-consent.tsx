import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
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

  // The dialog is mounted only when opened, so focus is handed back to whatever opened it by hand.
  const opener = useRef<HTMLElement | null>(null);
  const closePreferences = () => {
    setPreferencesOpen(false);
    window.setTimeout(() => opener.current?.isConnected && opener.current.focus());
  };

  const openPreferences = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setInitialChoices(readConsent());
    setPreferencesOpen(true);
  }, []);
  const api = useMemo(() => ({ openPreferences }), [openPreferences]);

  const decide = (choices: ConsentChoices) => {
    saveConsent(choices);
    setBannerOpen(false);
    closePreferences();
  };
  const decline = () => {
    declineConsent();
    setBannerOpen(false);
    closePreferences();
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
            onClose={closePreferences}
          />
        </Suspense>
      )}
    </CookieConsentContext.Provider>
  );
}
