import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { LanguageSwitcher } from '../../features/language/components/language-switcher';
import type { LanguageCode } from '../../lib/language';
import { siteName } from '../../lib/use-document-title';

const footerYear = 2025;

/** Header with logo, main navigation and language switcher; the page; footer. */
export function AppShell({ language, children }: { language: LanguageCode; children: ReactNode }) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  const links = [
    { to: paths.home.getHref(language), label: t('nav.home'), end: true },
    { to: paths.events.getHref(language), label: t('nav.events'), end: false },
    { to: paths.tickets.getHref(language), label: t('nav.tickets'), end: false },
    { to: paths.aboutUs.getHref(language), label: t('nav.aboutUs'), end: false },
    { to: paths.contact.getHref(language), label: t('nav.contact'), end: false },
  ];

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('a11y.skipToContent')}
      </a>
      <header className="header">
        <div className="container header-bar">
          <Link className="logo" to={paths.home.getHref(language)} onClick={closeMenu}>
            {siteName}
          </Link>
          <button
            type="button"
            className="menu-button"
            aria-expanded={menuOpen}
            aria-controls="main-nav"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true">☰</span> {t('nav.menu')}
          </button>
          <nav id="main-nav" className={menuOpen ? 'main-nav open' : 'main-nav'} aria-label={t('nav.main')}>
            <ul>
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.end} onClick={closeMenu}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <LanguageSwitcher language={language} />
          </nav>
        </div>
      </header>

      <main id="main" className="container main" tabIndex={-1}>
        {children}
      </main>

      <footer className="footer">
        <div className="container footer-bar">
          <p>
            {t('footer.madeWithLove')} <span aria-hidden="true">♥</span>
          </p>
          <nav aria-label={t('footer.links')}>
            <Link to={paths.privacyPolicy.getHref(language)}>{t('footer.privacyPolicy')}</Link>
            <Link to={paths.contact.getHref(language)}>{t('footer.contact')}</Link>
          </nav>
          <p>
            © {footerYear} {siteName}
          </p>
        </div>
      </footer>
    </div>
  );
}
