import { useMemo } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { defaultLanguage } from '../lib/language';
import { paths } from '../config/paths';
import { LanguageLayout } from './layout/language-layout';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { PlaceholderRoute } from './routes/placeholder';

function createAppRouter() {
  return createBrowserRouter([
    // The bare root always opens the English site.
    { path: paths.root.path, element: <Navigate to={paths.home.getHref(defaultLanguage)} replace /> },
    {
      // Any other first segment: a language, or a path that LanguageLayout redirects under one.
      path: paths.home.path,
      element: <LanguageLayout />,
      children: [
        { index: true, element: <HomeRoute /> },
        { path: paths.events.path, element: <PlaceholderRoute titleKey="pages.events" /> },
        { path: paths.tickets.path, element: <PlaceholderRoute titleKey="pages.tickets" /> },
        { path: paths.aboutUs.path, element: <PlaceholderRoute titleKey="pages.aboutUs" /> },
        { path: paths.contact.path, element: <PlaceholderRoute titleKey="pages.contact" /> },
        { path: paths.privacyPolicy.path, element: <PlaceholderRoute titleKey="pages.privacyPolicy" /> },
        { path: paths.notFound.path, element: <NotFoundRoute /> },
      ],
    },
  ]);
}

export function AppRouter() {
  const router = useMemo(() => createAppRouter(), []);
  return <RouterProvider router={router} />;
}
