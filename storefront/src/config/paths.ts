import { isLanguageCode, type LanguageCode } from '../lib/language';

/**
 * Every storefront route, built in one place. `path` is the router pattern (relative to "/:lang" for the
 * language routes), `getHref` the link to it.
 */
export const paths = {
  root: { path: '/', getHref: () => '/' },
  home: { path: ':lang', getHref: (lang: LanguageCode) => `/${lang}` },
  events: { path: 'events', getHref: (lang: LanguageCode) => `/${lang}/events` },
  category: {
    path: 'events/:category',
    getHref: (lang: LanguageCode, category: string) => `/${lang}/events/${encodeURIComponent(category)}`,
  },
  event: {
    path: 'events/:category/:eventId',
    getHref: (lang: LanguageCode, category: string, eventId: string) =>
      `/${lang}/events/${encodeURIComponent(category)}/${encodeURIComponent(eventId)}`,
  },
  tickets: { path: 'tickets', getHref: (lang: LanguageCode) => `/${lang}/tickets` },
  aboutUs: { path: 'about-us', getHref: (lang: LanguageCode) => `/${lang}/about-us` },
  contact: { path: 'contact', getHref: (lang: LanguageCode) => `/${lang}/contact` },
  privacyPolicy: { path: 'privacy-policy', getHref: (lang: LanguageCode) => `/${lang}/privacy-policy` },
  termsOfUse: { path: 'terms-of-use', getHref: (lang: LanguageCode) => `/${lang}/terms-of-use` },
  profile: {
    path: 'profile/*',
    getHref: (lang: LanguageCode, userId: string, tab: 'account' | 'tickets' | 'waiting-lists' | 'payments' | 'settings' = 'account') =>
      `/${lang}/profile/${encodeURIComponent(userId)}/${tab}`,
  },
  /** An order's page; the payment provider sends the buyer back here (`?checkout=done` or `?checkout=back`). */
  order: {
    path: 'orders/:orderId',
    getHref: (lang: LanguageCode, orderId: string) => `/${lang}/orders/${encodeURIComponent(orderId)}`,
  },
  /** A waiting list's offer (the link of its e-mail and notice): the tickets held for one fan, and their checkout. */
  offer: {
    path: 'offers/:offerId',
    getHref: (lang: LanguageCode, offerId: string) => `/${lang}/offers/${encodeURIComponent(offerId)}`,
  },
  /** The one-click leave link of every waiting-list e-mail (the API builds it: `/{lang}/waiting-list/leave?token=…`). */
  waitingListLeave: { path: 'waiting-list/leave' },
  /** The link of the confirmation email (the API builds it: `/{lang}/confirm-email?token=…`). */
  confirmEmail: { path: 'confirm-email', getHref: (lang: LanguageCode) => `/${lang}/confirm-email` },
  /** The link sent to the new address of an e-mail change (`/{lang}/confirm-email-change?token=…`). */
  confirmEmailChange: { path: 'confirm-email-change' },
  /** The "this was not me" link sent to the old address of an e-mail change (`/{lang}/report-email-change?token=…`). */
  reportEmailChange: { path: 'report-email-change' },
  /** The link of the newsletter's double opt-in email (the API builds it: `/{lang}/newsletter/confirm?token=…`). */
  newsletterConfirm: { path: 'newsletter/confirm', getHref: (lang: LanguageCode) => `/${lang}/newsletter/confirm` },
  /** The link of the password emails (the API builds it: `/{lang}/reset-password`, with `?token=…` to set one). */
  resetPassword: { path: 'reset-password', getHref: (lang: LanguageCode) => `/${lang}/reset-password` },
  admin: { path: 'admin/*' },
  notFound: { path: '*' },
} as const;

/** The staff back-office, a separate app on the same origin. */
export const backofficeHref = '/backoffice/';

/**
 * The same location under another language: replaces the language segment when there is one, prepends it
 * otherwise, and keeps the query string and hash. "/en/about-us?x=1" → "/lv/about-us?x=1", "/tickets" → "/en/tickets".
 */
export function localizedHref(lang: LanguageCode, pathname: string, search = '', hash = ''): string {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const rest = isLanguageCode(segments[0]) ? segments.slice(1) : segments;
  const path = ['', lang, ...rest].join('/');
  return `${path}${search}${hash}`;
}

/** A main-navigation link is current when the path equals it or lies under it; home only on equality. */
export function isNavLinkActive(pathname: string, href: string, exact: boolean): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === href) return true;
  return !exact && path.startsWith(`${href}/`);
}
