import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { preloadPage } from './app/router';
import { prefetchMarketPage } from './features/catalog/api/prefetch';
import { i18n, initialLanguage, startI18n } from './lib/i18n';
import { translationKeyOf } from './lib/language';
import { createQueryClient } from './lib/query-client';
import { loadingLabels } from './lib/server-state';
import { hideStartSpinner } from './lib/start-spinner';
import './index.css';

// The pages rendered in the browser (the server-rendered ones start from hydrate-entry.ts instead).
// The spinner is drawn before any messages load, so its label comes from a small table.
document.getElementById('start-spinner')?.setAttribute('aria-label', loadingLabels[translationKeyOf(initialLanguage())]);

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const queryClient = createQueryClient();
preloadPage(window.location.pathname);
void prefetchMarketPage(queryClient, window.location.pathname, window.location.search);
void startI18n().then(() => {
  const root = createRoot(container);
  // A transition lets React yield to the browser while it builds the first page, instead of one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App i18n={i18n} queryClient={queryClient} Router={BrowserRouter} />
      </StrictMode>,
    ),
  );
  hideStartSpinner();
});
