import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { AppProvider } from './provider';
import { AppRouter, type RouterComponent } from './router';

export function App({ i18n, queryClient, Router }: { i18n: I18n; queryClient: QueryClient; Router: RouterComponent }) {
  return (
    <AppProvider i18n={i18n} queryClient={queryClient}>
      <AppRouter Router={Router} />
    </AppProvider>
  );
}
