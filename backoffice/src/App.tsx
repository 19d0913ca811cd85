import { lazy } from 'react';
import { Admin } from 'react-admin';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { dataProvider } from './dataProvider';
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
      dashboard={Dashboard}
    >
      {/*
        Resources arrive with their issues: one folder per resource exporting { list, edit, create, show, icon },
        spread into <Resource name="..." {...resource} />. Until the first one, this children function keeps
        react-admin on the dashboard instead of its empty "welcome" screen.
      */}
      {() => null}
    </Admin>
  );
}

// A browser router (clean /backoffice/... URLs) instead of react-admin's default hash router. The router carries
// the basename, so <Admin> itself gets none (it would be applied twice).
const router = createBrowserRouter([{ path: '*', element: <BackOffice /> }], { basename });

export function App() {
  return <RouterProvider router={router} />;
}
