import { lazy } from 'react';
import { Admin, Resource } from 'react-admin';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { authProvider } from './auth/authProvider';
import categories from './categories';
import { dataProvider } from './dataProvider';
import events from './events';
import orders from './orders';
import tickets from './tickets';
import { i18nProvider } from './i18n';

// Layout renders pages inside <Suspense>, so pages can be split off the first load.
const Dashboard = lazy(() => import('./dashboard/Dashboard'));

/** Path of the back-office on the site; the backend serves backoffice/dist here. */
export const basename = '/backoffice';

function BackOffice() {
  return (
    <Admin
      disableTelemetry
      title="Baltic Ticket Exchange"
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      authProvider={authProvider}
      requireAuth
      dashboard={Dashboard}
    >
      {/* One folder per resource exporting { list, edit, create, show, icon }. */}
      <Resource name="tickets" {...tickets} />
      <Resource name="orders" {...orders} />
      <Resource name="events" {...events} recordRepresentation="title" />
      <Resource name="categories" {...categories} recordRepresentation="name" />
    </Admin>
  );
}

// A browser router (clean /backoffice/... URLs) instead of react-admin's default hash router. The router carries
// the basename, so <Admin> itself gets none (it would be applied twice).
const router = createBrowserRouter([{ path: '*', element: <BackOffice /> }], { basename });

export function App() {
  return <RouterProvider router={router} />;
}
