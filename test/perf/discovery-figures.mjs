// Lighthouse (mobile emulation, Debian's Chromium) SEO, best practices, performance and LCP on home, a category and
// an event page (issue 25), with the audits that did not pass. Prints; asserts nothing.
// Usage: npm run build -w backend && npm run build -w storefront && node test/perf/discovery-figures.mjs
import { describeRuns, lighthouseRuns } from './lighthouse.mjs';
import { baseEnv, freshDatabase, startProcess, stop, waitForHttp } from './stack.mjs';

const PORT = Number(process.env.FIGURES_PORT ?? 3907);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
// The stack's PUBLIC_URL is https://localhost:<port> (production wants https; the stack stands behind a TLS proxy):
// pages are read at the same host, so canonical addresses and alternates point at this site.
const base = `http://localhost:${PORT}`;
const loopback = `http://127.0.0.1:${PORT}`; // Node's fetch tries ::1 for localhost; the API listens on IPv4

const database = await freshDatabase('bte_perf_discovery');
const api = startProcess('main.js', baseEnv(database.url, PORT));
try {
  await waitForHttp(`${loopback}/api/health`);
  const events = await (await fetch(`${loopback}/api/events?category=koncerti&pageSize=1`)).json();
  const pages = ['/lv', '/lv/events/koncerti', `/lv/events/koncerti/${events.items[0].id}`];
  for (const path of pages) {
    const runs = await lighthouseRuns(`${base}${path}`, { runs: LIGHTHOUSE_RUNS, chrome: CHROME });
    console.log(`Lighthouse ${LIGHTHOUSE_RUNS}× on ${path} (mobile emulation, simulated slow 4G and 4× CPU slowdown):`);
    for (const [index, run] of runs.entries()) {
      console.log(
        `  run ${index + 1}: SEO ${run.seo}, best practices ${run.bestPractices}, performance ${run.performance}, accessibility ${run.accessibility}; LCP ${(run.lcp / 1000).toFixed(2)} s, CLS ${run.cls.toFixed(3)}`,
      );
      const failed = [...run.failedSeo.map((id) => `seo:${id}`), ...run.failedBestPractices.map((id) => `best-practices:${id}`)];
      if (failed.length) console.log(`    not passed: ${failed.join(', ')}`);
    }
    console.log(describeRuns(runs));
  }
} finally {
  await stop(api);
  await database.drop();
}
