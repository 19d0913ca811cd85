import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { isNavLinkActive } from '../../../config/paths';
import type { LanguageCode } from '../../../lib/language';
import { mainNavLinks } from './nav-links';

interface MainNavProps {
  language: LanguageCode;
  orientation: 'horizontal' | 'vertical';
  onNavigate?: () => void;
  className?: string;
}

/** The five main links; the current one is marked (aria-current) and underlined. */
export function MainNav({ language, orientation, onNavigate, className = '' }: MainNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const horizontal = orientation === 'horizontal';
  return (
    <nav aria-label={t('nav.main')} className={className}>
      <ul className={horizontal ? 'flex items-center gap-1' : 'flex flex-col gap-1'}>
        {mainNavLinks(language, t).map((link) => {
          const active = isNavLinkActive(pathname, link.href, link.exact);
          const look = horizontal
            ? active
              ? 'text-brand shadow-[inset_0_-2px_0_var(--color-brand)]'
              : 'text-ink hover:text-brand'
            : active
              ? 'bg-brand-soft text-brand'
              : 'text-ink hover:bg-slate-100';
          return (
            <li key={link.href}>
              <Link
                to={link.href}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                className={`block rounded-md px-3 py-2 font-medium no-underline ${look}`}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
