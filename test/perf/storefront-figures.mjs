// Storefront first-load figures: the gzipped JavaScript a first visit downloads on the home and about pages, and
// Lighthouse (mobile emulation, Debian's Chromium) performance and accessibility on home. Prints; asserts nothing.
// Usage: npm run build -w backend && npm run build -w storefront && node test/perf/storefront-figures.mjs
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { describeRuns, lighthouseRuns, renderedOnServer } from './lighthouse.mjs';
import { baseEnv, freshDatabase, startProcess, stop, waitForHttp } from './stack.mjs';

const PORT = Number(process.env.FIGURES_PORT ?? 3903);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const BUDGET_KB = 150;
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const base = `http://127.0.0.1:${PORT}`;

const database = await freshDatabase('bte_perf_storefront');
const api = startProcess('main.js', baseEnv(database.url, PORT));
try {
  await waitForHttp(`${base}/api/health`);

  const browser = await chromium.launch({ executablePath: CHROME, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  console.log(`First visit, JavaScript downloaded until the network is idle (gzip level 6 of each file; budget ${BUDGET_KB} kB):`);
  for (const path of ['/en', '/en/about-us', '/lv/contact']) {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.push({ url: response.url(), raw: body.length, gzip: gzipSync(body).length });
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await context.close();
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    const raw = scripts.reduce((sum, script) => sum + script.raw, 0);
    console.log(`  ${path.padEnd(14)} ${(total / 1024).toFixed(1)} kB gzip (${(raw / 1024).toFixed(1)} kB raw) in ${scripts.length} files`);
    if (process.env.FIGURES_VERBOSE) {
      for (const script of scripts.sort((a, b) => b.gzip - a.gzip)) console.log(`      ${(script.gzip / 1024).toFixed(1).padStart(6)} kB  ${new URL(script.url).pathname}`);
    }
  }
  await browser.close();

  const serverRendered = await renderedOnServer(`${base}/en`);
  const runs = await lighthouseRuns(`${base}/en`, { runs: LIGHTHOUSE_RUNS, chrome: CHROME });
  console.log(
    `Lighthouse ${LIGHTHOUSE_RUNS}× on /en, ${serverRendered ? 'rendered on the server' : 'rendered in the browser'} (mobile emulation, simulated slow 4G and 4× CPU slowdown):`,
  );
  for (const [index, run] of runs.entries()) {
    console.log(
      `  run ${index + 1}: performance ${run.performance}, accessibility ${run.accessibility}; FCP ${(run.fcp / 1000).toFixed(2)} s, LCP ${(run.lcp / 1000).toFixed(2)} s, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)}`,
    );
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(`  median performance ${median(runs.map((run) => run.performance))}, LCP ${(median(runs.map((run) => run.lcp)) / 1000).toFixed(2)} s, accessibility ${median(runs.map((run) => run.accessibility))}`);
  console.log(describeRuns(runs));
} finally {
  await stop(api);
  await database.drop();
}
