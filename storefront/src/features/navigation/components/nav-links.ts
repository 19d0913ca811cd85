import type { TFunction } from 'i18next';
import { paths } from '../../../config/paths';
import type { LanguageCode } from '../../../lib/language';

export interface NavLinkItem {
  href: string;
  label: string;
  /** Home is current only on its own path; the others also for the paths under them. */
  exact: boolean;
}

export function mainNavLinks(language: LanguageCode, t: TFunction): NavLinkItem[] {
  return [
    { href: paths.home.getHref(language), label: t('nav.home'), exact: true },
    { href: paths.events.getHref(language), label: t('nav.events'), exact: false },
    { href: paths.tickets.getHref(language), label: t('nav.tickets'), exact: false },
    { href: paths.aboutUs.getHref(language), label: t('nav.aboutUs'), exact: false },
    { href: paths.contact.getHref(language), label: t('nav.contact'), exact: false },
  ];
}
