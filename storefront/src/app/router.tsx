import { useMemo } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { paths } from '../config/paths';
import { defaultLanguage } from '../lib/language';
import { LanguageLayout } from './layout/language-layout';
import { AdminRedirectRoute } from './routes/admin-redirect';
import { NotFoundRoute } from './routes/not-found';
import { PlaceholderPage } from './routes/placeholder';

// Every page is its own chunk: a visitor downloads the code of the pages they open.
function createAppRouter() {
  return createBrowserRouter([
    // The bare root always opens the English site.
    { path: paths.root.path, element: <Navigate to={paths.home.getHref(defaultLanguage)} replace /> },
    {
      // Any other first segment: a language, or a path that LanguageLayout redirects under one.
      path: paths.home.path,
      element: <LanguageLayout />,
      children: [
        { index: true, lazy: () => import('./routes/home') },
        { path: paths.aboutUs.path, lazy: () => import('./routes/about') },
        { path: paths.contact.path, lazy: () => import('./routes/contact') },
        { path: paths.privacyPolicy.path, lazy: () => import('./routes/privacy-policy') },
        // Storefront part 2 replaces these placeholders with features/<feature> pages.
        { path: paths.events.path, element: <PlaceholderPage titleKey="pages.events" /> },
        { path: paths.category.path, element: <PlaceholderPage titleKey="pages.events" /> },
        { path: paths.event.path, element: <PlaceholderPage titleKey="pages.events" /> },
        { path: paths.tickets.path, element: <PlaceholderPage titleKey="pages.tickets" /> },
        { path: paths.profile.path, element: <PlaceholderPage titleKey="pages.profile" /> },
        { path: paths.admin.path, element: <AdminRedirectRoute /> },
        { path: paths.notFound.path, element: <NotFoundRoute /> },
      ],
    },
  ]);
}

export function AppRouter() {
  const router = useMemo(() => createAppRouter(), []);
  return <RouterProvider router={router} />;
}
