import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { defaultLanguage, isLanguageCode } from '../lib/language';
import { LanguageLayout } from './layout/language-layout';
import { AdminRedirectRoute } from './routes/admin-redirect';
import { NotFoundRoute } from './routes/not-found';

// Every page is its own chunk: a visitor downloads the code of the pages they open.
const pageModules = {
  home: () => import('./routes/home'),
  about: () => import('./routes/about'),
  contact: () => import('./routes/contact'),
  privacyPolicy: () => import('./routes/privacy-policy'),
  termsOfUse: () => import('./routes/terms-of-use'),
  events: () => import('./routes/events'),
  category: () => import('./routes/category'),
  event: () => import('./routes/event'),
  tickets: () => import('./routes/tickets'),
  profile: () => import('./routes/profile'),
  order: () => import('./routes/order'),
  offer: () => import('./routes/offer'),
  waitingListLeave: () => import('./routes/waiting-list-leave'),
  confirmEmail: () => import('./routes/confirm-email'),
  confirmEmailChange: () => import('./routes/confirm-email-change'),
  reportEmailChange: () => import('./routes/report-email-change'),
  confirmNewsletter: () => import('./routes/confirm-newsletter'),
  resetPassword: () => import('./routes/reset-password'),
} satisfies Record<string, () => Promise<{ Component: ComponentType }>>;

const page = (load: () => Promise<{ Component: ComponentType }>) => lazy(() => load().then((module) => ({ default: module.Component })));
const HomePage = page(pageModules.home);
const AboutPage = page(pageModules.about);
const ContactPage = page(pageModules.contact);
const PrivacyPolicyPage = page(pageModules.privacyPolicy);
const TermsOfUsePage = page(pageModules.termsOfUse);
const EventsPage = page(pageModules.events);
const CategoryPage = page(pageModules.category);
const EventPage = page(pageModules.event);
const TicketsPage = page(pageModules.tickets);
const ProfilePage = page(pageModules.profile);
const OrderPage = page(pageModules.order);
const OfferPage = page(pageModules.offer);
const WaitingListLeavePage = page(pageModules.waitingListLeave);
const ConfirmEmailPage = page(pageModules.confirmEmail);
const ConfirmEmailChangePage = page(pageModules.confirmEmailChange);
const ReportEmailChangePage = page(pageModules.reportEmailChange);
const ConfirmNewsletterPage = page(pageModules.confirmNewsletter);
const ResetPasswordPage = page(pageModules.resetPassword);

type PageName = keyof typeof pageModules;

/** The page at a path below the language (by the path alone); "redirect" for the pages that render only in the browser. */
function pageOf(rest: string): PageName | 'redirect' | 'notFound' {
  if (rest === '') return 'home';
  if (rest === paths.aboutUs.path) return 'about';
  if (rest === paths.contact.path) return 'contact';
  if (rest === paths.privacyPolicy.path) return 'privacyPolicy';
  if (rest === paths.termsOfUse.path) return 'termsOfUse';
  if (rest === paths.events.path) return 'events';
  if (rest === paths.tickets.path) return 'tickets';
  if (/^events\/[^/]+$/.test(rest)) return 'category';
  if (/^events\/[^/]+\/[^/]+$/.test(rest)) return 'event';
  if (rest === 'profile' || rest.startsWith('profile/')) return 'profile';
  if (/^orders\/[^/]+$/.test(rest)) return 'order';
  if (/^offers\/[^/]+$/.test(rest)) return 'offer';
  if (rest === paths.waitingListLeave.path) return 'waitingListLeave';
  if ([paths.confirmEmail.path, paths.newsletterConfirm.path, paths.resetPassword.path].some((path) => rest === path)) return 'redirect';
  if (rest === 'admin' || rest.startsWith('admin/')) return 'redirect';
  return 'notFound';
}

function segmentsOf(pathname: string) {
  const segments = pathname.split('/').filter(Boolean);
  const language = isLanguageCode(segments[0]);
  return { language, rest: (language ? segments.slice(1) : segments).join('/') };
}

/** The page at this address (by its path alone), if it is one of the pages that need no redirect first. */
function pageAt(pathname: string): PageName | undefined {
  const { language, rest } = segmentsOf(pathname);
  const page = language ? pageOf(rest) : undefined;
  return page === 'redirect' || page === 'notFound' ? undefined : page;
}

/** No page lives at this address, with or without its language (the not-found page, answered with 404). */
export function isUnknownPath(pathname: string): boolean {
  return pageOf(segmentsOf(pathname).rest) === 'notFound';
}

/**
 * The public pages, the same for every visitor until the session is known: the server renders them (ADR 0010),
 * and the not-found page of an unknown address under a language, with 404. The profile area, order pages, the
 * e-mail link pages and the admin redirect are rendered in the browser; an unknown address without a language gets
 * the plain page with 404 (the browser sends it under a language).
 */
const serverRenderedPages = new Set<PageName>(['home', 'about', 'contact', 'privacyPolicy', 'termsOfUse', 'events', 'category', 'event', 'tickets']);

export function isServerRenderedPath(pathname: string): boolean {
  const page = pageAt(pathname);
  return (page !== undefined && serverRenderedPages.has(page)) || isUnknownPath(pathname);
}

/** Starts downloading the code of the page at this address, so it arrives alongside the messages (main.tsx). */
export function preloadPage(pathname: string): void {
  const page = pageAt(pathname);
  if (page) void pageModules[page]();
}

/**
 * Says when the page first becomes interactive (its effects run only then, after hydration on a server-rendered
 * page): the server-rendered page's script replays what was clicked before, and tests know they may start.
 */
function InteractiveSignal() {
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
    document.dispatchEvent(new Event('bte:interactive'));
  }, []);
  return null;
}

/** BrowserRouter in the browser; a StaticRouter at the request's address in a server render. */
export type RouterComponent = ComponentType<{ children: ReactNode }>;

export function AppRouter({ Router }: { Router: RouterComponent }) {
  return (
    <Router>
      {/* One boundary above the shell: the first paint waits for the page's code, so nothing shifts when it
          arrives; later navigations run in a transition and keep the current page until the next is ready. */}
      <Suspense fallback={null}>
        <Routes>
        {/* The bare root always opens the English site. */}
        <Route path={paths.root.path} element={<Navigate to={paths.home.getHref(defaultLanguage)} replace />} />
        {/* Any other first segment: a language, or a path that LanguageLayout redirects under one. */}
        <Route path={paths.home.path} element={<LanguageLayout />}>
          <Route index element={<HomePage />} />
          <Route path={paths.aboutUs.path} element={<AboutPage />} />
          <Route path={paths.contact.path} element={<ContactPage />} />
          <Route path={paths.privacyPolicy.path} element={<PrivacyPolicyPage />} />
          <Route path={paths.termsOfUse.path} element={<TermsOfUsePage />} />
          <Route path={paths.events.path} element={<EventsPage />} />
          <Route path={paths.category.path} element={<CategoryPage />} />
          <Route path={paths.event.path} element={<EventPage />} />
          <Route path={paths.tickets.path} element={<TicketsPage />} />
          <Route path={paths.profile.path} element={<ProfilePage />} />
          <Route path={paths.order.path} element={<OrderPage />} />
          <Route path={paths.offer.path} element={<OfferPage />} />
          <Route path={paths.waitingListLeave.path} element={<WaitingListLeavePage />} />
          <Route path={paths.confirmEmail.path} element={<ConfirmEmailPage />} />
          <Route path={paths.confirmEmailChange.path} element={<ConfirmEmailChangePage />} />
          <Route path={paths.reportEmailChange.path} element={<ReportEmailChangePage />} />
          <Route path={paths.newsletterConfirm.path} element={<ConfirmNewsletterPage />} />
          <Route path={paths.resetPassword.path} element={<ResetPasswordPage />} />
          <Route path={paths.admin.path} element={<AdminRedirectRoute />} />
          <Route path={paths.notFound.path} element={<NotFoundRoute />} />
        </Route>
        </Routes>
        <InteractiveSignal />
      </Suspense>
    </Router>
  );
}
