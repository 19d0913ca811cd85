import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ToasterHost } from '../../components/ui/toaster-host';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../features/auth';
import { AccountArea } from '../../features/auth/components/account-area';
import { CookieConsentProvider, useCookieConsent } from '../../features/cookies/components/cookie-consent';
import { LanguageSwitcher } from '../../features/language/components/language-switcher';
import { MainNav } from '../../features/navigation/components/main-nav';
import type { LanguageCode } from '../../lib/language';
import { siteName } from '../../lib/use-document-title';

const loadMobileNavSheet = () => import('../../features/navigation/components/mobile-nav-sheet');
const MobileNavSheet = lazy(loadMobileNavSheet);
// Only a signed-in fan can hold an offer: the notice's code loads then, never for visitors or in a server render.
const OfferBanner = lazy(() => import('../../features/waiting-list/components/offer-banner').then((module) => ({ default: module.OfferBanner })));

/** Spec section 1: the footer shows the year 2025. */
const footerYear = 2025;

/** Header (logo, main navigation, language, account), the page, footer, cookie banner and toasts. */
export function AppShell({ language, children }: { language: LanguageCode; children: ReactNode }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <CookieConsentProvider>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="absolute -top-12 left-2 z-50 rounded-lg bg-white px-3 py-2 font-medium focus:top-2"
        >
          {t('a11y.skipToContent')}
        </a>
        <Header language={language} />
        {user && (
          <Suspense fallback={null}>
            <OfferBanner />
          </Suspense>
        )}
        <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 pt-8 pb-14 focus:outline-none md:pt-10">
          {children}
        </main>
        <Footer language={language} />
      </div>
      <ToasterHost />
    </CookieConsentProvider>
  );
}

function Logo({ language }: { language: LanguageCode }) {
  return (
    <Link to={paths.home.getHref(language)} className="flex items-center gap-2 font-bold text-brand no-underline">
      {/* Low priority: a decorative icon should not hold up the page's text and styles on a slow connection. */}
      <img src="/favicon.svg" alt="" width={28} height={28} className="size-7" fetchPriority="low" loading="lazy" />
      {/* On a phone the header's row holds the logo, language, account and menu only if the name is not written out:
          it stays the link's name for screen readers and shows from 480 px, where it fits on one line. */}
      <span className="sr-only whitespace-nowrap min-[480px]:not-sr-only min-[480px]:text-base md:text-lg">{siteName}</span>
    </Link>
  );
}

function Header({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <header className="border-b border-line bg-white">
      <div data-testid="site-header" className="mx-auto flex min-h-16 w-full max-w-6xl items-center gap-3 px-4 py-2">
        <Logo language={language} />
        <MainNav language={language} orientation="horizontal" className="ml-4 hidden md:block" />
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitcher language={language} />
          <AccountArea language={language} />
          <button
            ref={menuButton}
            type="button"
            className="inline-flex items-center gap-1.5 rounded-lg border border-line bg-white px-3 py-2 text-sm font-medium md:hidden"
            aria-expanded={menuOpen}
            aria-haspopup="dialog"
            onClick={() => setMenuOpen(true)}
            onPointerEnter={() => void loadMobileNavSheet()}
          >
            <span aria-hidden="true">☰</span>
            <span className="sr-only sm:not-sr-only">{t('nav.menu')}</span>
          </button>
        </div>
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileNavSheet language={language} open={menuOpen} onOpenChange={setMenuOpen} returnFocusTo={menuButton} />
        </Suspense>
      )}
    </header>
  );
}

function Footer({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const { openPreferences } = useCookieConsent();
  const linkClasses = 'text-ink underline-offset-2 hover:text-brand hover:underline';
  return (
    <footer className="border-t border-line bg-white text-muted">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-4 py-6 md:flex-row md:items-center md:justify-between">
        <p>
          {t('footer.madeWithLove')}{' '}
          <span aria-hidden="true" className="text-brand">
            ♥
          </span>
        </p>
        <nav aria-label={t('footer.links')}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            <li>
              <button type="button" onClick={openPreferences} className={`${linkClasses} cursor-pointer`}>
                {t('footer.cookieSettings')}
              </button>
            </li>
            <li>
              <Link to={paths.privacyPolicy.getHref(language)} className={linkClasses}>
                {t('footer.privacyPolicy')}
              </Link>
            </li>
            <li>
              <Link to={paths.termsOfUse.getHref(language)} className={linkClasses}>
                {t('footer.termsOfUse')}
              </Link>
            </li>
            <li>
              <Link to={paths.contact.getHref(language)} className={linkClasses}>
                {t('footer.contact')}
              </Link>
            </li>
          </ul>
        </nav>
        <p>
          © {footerYear} {siteName}
        </p>
      </div>
    </footer>
  );
}
