// Storefront part 2 (issue 8) figures: the code each marketplace route adds to a first visit (gzip), and a category
// page holding 200 tickets: Lighthouse mobile (3 runs) and how long the ticket cards take to render on a 4×-slowed CPU.
// Prints; asserts nothing.
// The machine's load average is printed with the figures: Lighthouse's simulation scales the CPU time it observes.
// Usage: npm run build -w backend && npm run build -w storefront && node test/perf/storefront-market-figures.mjs
/* global document -- used inside addInitScript, which runs in the browser */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { describeRuns, lighthouseRuns, renderedOnServer } from './lighthouse.mjs';
import { databaseWithConcertTickets } from './category-tickets.mjs';
import { baseEnv, startProcess, stop, waitForHttp } from './stack.mjs';

const PORT = Number(process.env.FIGURES_PORT ?? 3904);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHUNK_BUDGET_KB = 80;
const TICKETS = 200;
const PAGE = 20; // the storefront's TICKET_PAGE_SIZE
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const base = `http://127.0.0.1:${PORT}`;
const categoryPath = '/en/events/koncerti';

const database = await databaseWithConcertTickets('bte_perf_storefront_market', TICKETS);

const api = startProcess('main.js', baseEnv(database.url, PORT));
try {
  await waitForHttp(`${base}/api/health`);
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--headless', '--no-sandbox', '--disable-gpu'] });

  // What a first visit downloads, and what of it the home page does not: the route's own chunks.
  async function scriptsOf(path) {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const scripts = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.set(new URL(response.url()).pathname, gzipSync(body).length);
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await context.close();
    return scripts;
  }
  const home = await scriptsOf('/en');
  const eventId = (await (await fetch(`${base}/api/events?category=koncerti&pageSize=1`)).json()).items[0].id;
  console.log(`Route code beyond the home page's, gzip level 6 (budget ${CHUNK_BUDGET_KB} kB per route):`);
  for (const path of ['/en/events', categoryPath, `/en/events/koncerti/${eventId}`, '/en/tickets']) {
    const scripts = await scriptsOf(path);
    const own = [...scripts].filter(([file]) => !home.has(file));
    const ownKb = own.reduce((sum, [, size]) => sum + size, 0) / 1024;
    const totalKb = [...scripts.values()].reduce((sum, size) => sum + size, 0) / 1024;
    const label = path.replace(eventId, ':eventId');
    console.log(`  ${label.padEnd(32)} ${ownKb.toFixed(1).padStart(5)} kB in ${own.length} files (first visit in all ${totalKb.toFixed(1)} kB)`);
    if (process.env.FIGURES_VERBOSE) for (const [file, size] of own) console.log(`      ${(size / 1024).toFixed(1).padStart(6)} kB  ${file}`);
  }

  // Rendering the cards: from the end of the tickets response to the frame after the cards are in the page.
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 2, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => (document.cookie = 'essential_cookies=true; path=/'));
  const started = Date.now();
  await page.goto(`${base}${categoryPath}`);
  await page.getByTestId('ticket-card').nth(PAGE - 1).waitFor();
  const loadToCards = Date.now() - started;
  const loadMore = [];
  for (let shown = 2 * PAGE; shown < TICKETS + PAGE; shown += PAGE) {
    const clicked = Date.now();
    await page.getByTestId('load-more').click();
    await page.getByTestId('ticket-card').nth(Math.min(shown, TICKETS) - 1).waitFor();
    loadMore.push([Math.min(shown, TICKETS), Date.now() - clicked]);
  }
  await context.close();
  await browser.close();
  console.log(`Category page with ${TICKETS} tickets, 375 px, CPU slowed 4× (pages of ${PAGE} cards):`);
  console.log(`  first ${PAGE} cards in the page ${Math.round(loadToCards)} ms after navigation started (local server, no network throttling)`);
  console.log(`  "load more" (request and render): ${loadMore.map(([cards, ms]) => `${cards} cards ${ms} ms`).join(', ')}`);

  const serverRendered = await renderedOnServer(`${base}${categoryPath}`);
  const runs = await lighthouseRuns(`${base}${categoryPath}`, { runs: LIGHTHOUSE_RUNS, chrome: CHROME });
  console.log(
    `Lighthouse ${LIGHTHOUSE_RUNS}× on ${categoryPath} with ${TICKETS} tickets, ${serverRendered ? 'rendered on the server' : 'rendered in the browser'} (mobile emulation, simulated slow 4G, 4× CPU slowdown):`,
  );
  for (const [index, run] of runs.entries()) {
    console.log(
      `  run ${index + 1}: performance ${run.performance}, accessibility ${run.accessibility}; FCP ${(run.fcp / 1000).toFixed(2)} s, LCP ${(run.lcp / 1000).toFixed(2)} s, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)}; LCP element ${run.lcpElement.slice(0, 60)}${run.failedA11y.length ? `; failing: ${run.failedA11y.join(', ')}` : ''}`,
    );
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(`  median performance ${median(runs.map((run) => run.performance))}, LCP ${(median(runs.map((run) => run.lcp)) / 1000).toFixed(2)} s, TBT ${Math.round(median(runs.map((run) => run.tbt)))} ms`);
  console.log(describeRuns(runs));
} finally {
  await stop(api);
  await database.drop();
}
