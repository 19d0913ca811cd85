import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { preloadPage } from './app/router';
import { initialLanguage, startI18n } from './lib/i18n';
import { translationKeyOf, type TranslationKey } from './lib/language';
import './index.css';

/** Spec section 9: the start spinner (drawn by index.html before any script runs) shows for 500 ms. */
const START_SPINNER_MS = 500;

function hideStartSpinner(): void {
  const wait = Math.max(0, START_SPINNER_MS - performance.now());
  window.setTimeout(() => document.getElementById('start-spinner')?.remove(), wait);
}

// The spinner is drawn before any messages load, so its label comes from this small table.
const loadingLabels: Record<TranslationKey, string> = { lv: 'Ielādē', en: 'Loading', et: 'Laadimine', lt: 'Įkeliama' };
document.getElementById('start-spinner')?.setAttribute('aria-label', loadingLabels[translationKeyOf(initialLanguage())]);

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

preloadPage(window.location.pathname);
void startI18n().then(() => {
  const root = createRoot(container);
  // A transition lets React yield to the browser while it builds the first page, instead of one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  hideStartSpinner();
});
