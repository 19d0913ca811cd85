import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { prefetchMarketPage } from '../features/catalog/api/prefetch';
import { defaultLanguage } from '../lib/language';
import { LanguageLayout } from './layout/language-layout';
import { AdminRedirectRoute } from './routes/admin-redirect';
import { NotFoundRoute } from './routes/not-found';

// Every page is its own chunk: a visitor downloads the code of the pages they open.
const pageModules = {
  home: () => import('./routes/home'),
  about: () => import('./routes/about'),
  contact: () => import('./routes/contact'),
  privacyPolicy: () => import('./routes/privacy-policy'),
  events: () => import('./routes/events'),
  category: () => import('./routes/category'),
  event: () => import('./routes/event'),
  tickets: () => import('./routes/tickets'),
  profile: () => import('./routes/profile'),
  confirmEmail: () => import('./routes/confirm-email'),
  resetPassword: () => import('./routes/reset-password'),
} satisfies Record<string, () => Promise<{ Component: ComponentType }>>;

const page = (load: () => Promise<{ Component: ComponentType }>) => lazy(() => load().then((module) => ({ default: module.Component })));
const HomePage = page(pageModules.home);
const AboutPage = page(pageModules.about);
const ContactPage = page(pageModules.contact);
const PrivacyPolicyPage = page(pageModules.privacyPolicy);
const EventsPage = page(pageModules.events);
const CategoryPage = page(pageModules.category);
const EventPage = page(pageModules.event);
const TicketsPage = page(pageModules.tickets);
const ProfilePage = page(pageModules.profile);
const ConfirmEmailPage = page(pageModules.confirmEmail);
const ResetPasswordPage = page(pageModules.resetPassword);

/**
 * Starts downloading the code of the page at this address, so it arrives alongside the messages instead of after
 * them (main.tsx calls it before the first render); marketplace pages start their data requests too.
 */
export function preloadPage(pathname: string): void {
  prefetchMarketPage(pathname, window.location.search);
  const rest = pathname.split('/').filter(Boolean).slice(1).join('/');
  if (rest === '') void pageModules.home();
  else if (rest === paths.aboutUs.path) void pageModules.about();
  else if (rest === paths.contact.path) void pageModules.contact();
  else if (rest === paths.privacyPolicy.path) void pageModules.privacyPolicy();
  else if (rest === paths.events.path) void pageModules.events();
  else if (rest === paths.tickets.path) void pageModules.tickets();
  else if (/^events\/[^/]+$/.test(rest)) void pageModules.category();
  else if (/^events\/[^/]+\/[^/]+$/.test(rest)) void pageModules.event();
  else if (rest.startsWith('profile')) void pageModules.profile();
}

export function AppRouter() {
  return (
    <BrowserRouter>
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
          <Route path={paths.events.path} element={<EventsPage />} />
          <Route path={paths.category.path} element={<CategoryPage />} />
          <Route path={paths.event.path} element={<EventPage />} />
          <Route path={paths.tickets.path} element={<TicketsPage />} />
          <Route path={paths.profile.path} element={<ProfilePage />} />
          <Route path={paths.confirmEmail.path} element={<ConfirmEmailPage />} />
          <Route path={paths.resetPassword.path} element={<ResetPasswordPage />} />
          <Route path={paths.admin.path} element={<AdminRedirectRoute />} />
          <Route path={paths.notFound.path} element={<NotFoundRoute />} />
        </Route>
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
