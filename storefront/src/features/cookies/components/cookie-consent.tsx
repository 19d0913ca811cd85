import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { decidedByCookie, declineConsent, readConsent, saveConsent, type ConsentChoices } from '../consent';
import { CookieBanner } from './cookie-banner';

const CookiePreferencesDialog = lazy(() => import('./cookie-preferences-dialog'));

interface CookieConsentApi {
  openPreferences: () => void;
}

const CookieConsentContext = createContext<CookieConsentApi>({ openPreferences: () => undefined });

export function useCookieConsent(): CookieConsentApi {
  return useContext(CookieConsentContext);
}

/**
 * Whether the consent cookie of the page's request recorded a choice: set by a server render, and by the browser
 * hydrating its page (the server tells it), which must start from what the server rendered.
 */
export const ServerConsentContext = createContext<boolean | null>(null);

// The choice changes only through this provider, which re-renders itself then.
const noChanges = () => () => undefined;

/** The banner until a choice is made, and the preferences dialog (from "Learn more" or the footer link). */
export function CookieConsentProvider({ children }: { children: ReactNode }) {
  const decidedOnServer = useContext(ServerConsentContext);
  // A server render sees only the consent cookie, and the hydrating browser starts from what it saw; a refusal is
  // kept in local storage, which only the browser sees, and closes the banner right after hydration.
  const decidedBefore = useSyncExternalStore(
    noChanges,
    () => readConsent().decided,
    () => decidedOnServer ?? decidedByCookie(document.cookie),
  );
  const [decidedHere, setDecidedHere] = useState(false);
  const bannerOpen = !decidedBefore && !decidedHere;
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const [initialChoices, setInitialChoices] = useState<ConsentChoices>({ analytics: false, marketing: false });

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
    setDecidedHere(true);
    closePreferences();
  };
  const decline = () => {
    declineConsent();
    setDecidedHere(true);
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
