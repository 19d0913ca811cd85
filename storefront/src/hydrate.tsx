import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { ApiError } from './lib/api-error';
import { preloadPage } from './app/router';
import { ServerConsentContext } from './features/cookies/components/cookie-consent';
import { i18n, startI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { serverStateElementId, type ServerState } from './lib/server-state';
import { hideStartSpinner } from './lib/start-spinner';

// Hydrates a server-rendered page: the page's data came with the HTML and the messages were preloaded with this
// chunk (hydrate-entry.ts), so the browser starts from exactly what the server rendered without another round
// trip. The start spinner ended by CSS alone.
const container = document.getElementById('root');
const stateElement = document.getElementById(serverStateElementId);
if (!container || !stateElement) throw new Error('A server-rendered page lacks #root or its state');

preloadPage(window.location.pathname);
const state = JSON.parse(stateElement.textContent ?? '') as ServerState;
const queryClient = createQueryClient();
// A not-found category or event came as its error's fields: the page tells errors apart by their class.
for (const query of state.queries.queries) {
  const error = query.state.error as Partial<ApiError> | null;
  if (query.state.status === 'error' && error && typeof error.status === 'number' && !(error instanceof ApiError)) {
    query.state.error = new ApiError(error.status, error.code ?? 'unknown', '', error.fieldErrors ?? {}, error.params ?? {});
  }
}
hydrate(queryClient, state.queries);
void startI18n(state.language).then(() => {
  hydrateRoot(
    container,
    <StrictMode>
      <ServerConsentContext.Provider value={state.consentDecided}>
        <App i18n={i18n} queryClient={queryClient} Router={BrowserRouter} />
      </ServerConsentContext.Provider>
    </StrictMode>,
  );
  hideStartSpinner();
});
