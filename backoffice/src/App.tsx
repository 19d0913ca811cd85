import { lazy } from 'react';
import { Admin, CustomRoutes, localStorageStore, Resource, type Store } from 'react-admin';
import { createBrowserRouter, Route, RouterProvider } from 'react-router-dom';
import activity from './activity';
import administrators from './administrators';
import { authProvider } from './auth/authProvider';
import categories from './categories';
import contactMessages from './contact-messages';
import { dataProvider } from './dataProvider';
import events from './events';
import { i18nProvider, languageInAddress } from './i18n';
import { Layout } from './layout/Layout';
import { LoginPage } from './layout/LoginPage';
import { lightTheme } from './layout/theme';
import claims from './claims';
import disputes from './disputes';
import dac7Reports from './dac7-reports';
import ledger from './ledger';
import reconciliations from './reconciliations';
import refunds from './refunds';
import orders from './orders';
import subscribers from './subscribers';
import tickets from './tickets';
import users from './users';
import waitingLists from './waiting-lists';

// Layout renders pages inside <Suspense>, so every page (resources included) is split off the first load.
const Dashboard = lazy(() => import('./dashboard/Dashboard'));
const MessageSubscribers = lazy(() => import('./messages/MessageSubscribers'));
const Settings = lazy(() => import('./settings/Settings'));
const CheckoutSettings = lazy(() => import('./checkout-settings/CheckoutSettingsPage'));
const ResaleRules = lazy(() => import('./resale-rules/ResaleRulesPage'));

/** Path of the back-office on the site; the backend serves backoffice/dist here. */
const basename = '/backoffice';

/**
 * react-admin's own store (the one <Admin> makes when given none), except that signing out, which empties it, keeps
 * the interface language: a visitor sent here in Latvian is signed out on arrival (to the sign-in page) and must
 * still read Latvian there and after signing in.
 */
function keepingLanguage(store: Store): Store {
  return {
    ...store,
    reset: () => {
      const locale = store.getItem<string>('locale');
      store.reset();
      if (locale) store.setItem('locale', locale);
    },
  };
}
const store = keepingLanguage(localStorageStore());

/**
 * Arriving from the storefront (`/lv/admin` opens `/backoffice/?lang=lv`), the back-office opens in that language, as
 * if it had been chosen in the language menu; the parameter is dropped from the address, so that a later choice in
 * the menu is what a reload or the next visit keeps.
 */
function takeLanguageFromAddress() {
  const language = languageInAddress(window.location.search);
  if (!language) return;
  store.setItem('locale', language);
  const url = new URL(window.location.href);
  url.searchParams.delete('lang');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
takeLanguageFromAddress();

function BackOffice() {
  return (
    <Admin
      disableTelemetry
      title="Baltic Ticket Exchange"
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={store}
      authProvider={authProvider}
      requireAuth
      dashboard={Dashboard}
      layout={Layout}
      lightTheme={lightTheme}
      loginPage={LoginPage}
    >
      {/* One folder per resource exporting { list, edit, create, show, icon }, its pages loaded on first visit. */}
      <Resource name="users" {...users} recordRepresentation="email" />
      <Resource name="administrators" {...administrators} recordRepresentation="email" />
      <Resource name="subscribers" {...subscribers} recordRepresentation="email" />
      <Resource name="tickets" {...tickets} recordRepresentation="title" />
      <Resource name="orders" {...orders} />
      <Resource name="claims" {...claims} recordRepresentation="ticketTitle" />
      <Resource name="disputes" {...disputes} recordRepresentation="ticketTitle" />
      <Resource name="refunds" {...refunds} />
      <Resource name="ledger/transactions" {...ledger} />
      <Resource name="reconciliations" {...reconciliations} />
      <Resource name="dac7-reports" {...dac7Reports} />
      <Resource name="events" {...events} recordRepresentation="title" />
      <Resource name="waiting-lists" {...waitingLists} recordRepresentation="eventTitle" />
      <Resource name="categories" {...categories} recordRepresentation="name" />
      <Resource name="contact-messages" {...contactMessages} recordRepresentation="name" />
      <Resource name="activity" {...activity} recordRepresentation="activity" />
      <CustomRoutes>
        <Route path="/messages" element={<MessageSubscribers />} />
        <Route path="/checkout-settings" element={<CheckoutSettings />} />
        <Route path="/resale-rules" element={<ResaleRules />} />
        <Route path="/settings" element={<Settings />} />
      </CustomRoutes>
    </Admin>
  );
}

// A browser router (clean /backoffice/... URLs) instead of react-admin's default hash router. The router carries
// the basename, so <Admin> itself gets none (it would be applied twice).
const router = createBrowserRouter([{ path: '*', element: <BackOffice /> }], { basename });

export function App() {
  return <RouterProvider router={router} />;
}
