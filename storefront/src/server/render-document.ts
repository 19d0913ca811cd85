import type { TranslationKey } from '../lib/language';
import { loadingLabels, serverStateElementId, type ServerState } from '../lib/server-state';
import { escapeHtml, scriptSafeJson, summary } from './seo-head';

interface Page {
  language: TranslationKey;
  title: string;
  description: string;
  /** Canonical, alternates, Open Graph, Twitter card and JSON-LD (seo-head.ts). */
  headTags: string;
  appHtml: string;
  state: ServerState;
  /** The server-rendered pages' script, the chunk it loads after the first paint and what it preloads then. */
  scripts: { entry: string; hydrate: string; preload: string[] };
}

/** Fills the client build's index.html: language, title, description, spinner label, the page and its state. */
export function renderDocument(template: string, page: Page): string {
  const replacements: [RegExp, string][] = [
    [/<html lang="[^"]*">/, `<html lang="${page.language}">`],
    [/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`],
    [
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escapeHtml(summary(page.description))}" />\n${page.headTags}`,
    ],
    // Class "timed": the spinner ends by CSS alone (index.html), so the page shows even before any script runs.
    [/<div id="start-spinner" role="status" aria-label="[^"]*">/, `<div id="start-spinner" class="timed" role="status" aria-label="${loadingLabels[page.language]}">`],
    [
      /<div id="root"><\/div>/,
      `<div id="root" data-hydrate="${escapeHtml(page.scripts.hydrate)}" data-preload="${escapeHtml(page.scripts.preload.join(' '))}">${page.appHtml}</div>\n    <script type="application/json" id="${serverStateElementId}">${scriptSafeJson(page.state)}</script>`,
    ],
  ];
  const filled = replacements.reduce((html, [pattern, replacement]) => {
    if (!pattern.test(html)) throw new Error(`index.html has no ${pattern.source}`);
    // A function, so "$" in the page's text is not read as a replacement pattern.
    return html.replace(pattern, () => replacement);
  }, template);
  return withInlineStyles(withScript(filled, page.scripts.entry));
}

// The client build's style sheets, by address (the client build runs before this bundle is built).
const styleSheets = Object.fromEntries(
  Object.entries(import.meta.glob<string>('../../dist/assets/*.css', { query: '?raw', import: 'default', eager: true })).map(
    ([file, css]) => [file.replace('../../dist', ''), css],
  ),
);

/**
 * TCP's first round trip carries about 14.6 kB. A page that fits in it with the style sheet (6.8 kB compressed)
 * gets the sheet inline, so its first paint needs no second request; a larger page would need a second round trip
 * for itself, so it links the sheet, which then loads beside the entry script (docs/performance.md). The HTML
 * compresses about 8 : 1.
 */
const INLINE_STYLES_UP_TO_CHARS = 48_000;

function withInlineStyles(html: string): string {
  if (html.length > INLINE_STYLES_UP_TO_CHARS) return html;
  return html.replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, (link, href: string) => {
    const css = styleSheets[href];
    return css && !css.includes('</style') ? `<style>${css}</style>` : link;
  });
}

/**
 * The browser-rendered pages' script and its preloads give way to the server-rendered pages' own, which waits for
 * the first paint before it fetches the rest (hydrate-entry.ts).
 */
function withScript(html: string, script: string): string {
  const withoutClientScripts = html.replace(/\s*<(script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g, '');
  return withoutClientScripts.replace(
    '</head>',
    () => `  <script type="module" crossorigin fetchpriority="low" src="${escapeHtml(script)}"></script>\n  </head>`,
  );
}
