// Lighthouse (mobile emulation: simulated slow 4G, 4× CPU slowdown) in Debian's Chromium, run a number of times on
// one address; each run's scores and timings. Used by the storefront figure scripts.
import { execFile } from 'node:child_process';
import { loadavg } from 'node:os';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './stack.mjs';

export async function lighthouseRuns(url, { runs, chrome }) {
  const lighthouse = join(ROOT, 'node_modules/.bin/lighthouse');
  const outDir = mkdtempSync(join(tmpdir(), 'bte-lighthouse-'));
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    const output = join(outDir, `run-${run}.json`);
    const runLighthouse = () =>
      promisify(execFile)(
        lighthouse,
        [url, '--only-categories=performance,accessibility,seo,best-practices', '--output=json', `--output-path=${output}`, '--quiet', '--chrome-flags=--headless --no-sandbox --disable-gpu'],
        { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
      );
    // Lighthouse now and then loses its own trace (NO_NAVSTART) and asks to be run again: once, then it counts.
    await runLighthouse().catch((error) => {
      if (!String(error.stderr).includes('run Lighthouse again')) throw error;
      return runLighthouse();
    });
    const report = JSON.parse(readFileSync(output, 'utf8'));
    const metric = (id) => report.audits[id].numericValue;
    results.push({
      performance: Math.round(report.categories.performance.score * 100),
      accessibility: Math.round(report.categories.accessibility.score * 100),
      seo: Math.round(report.categories.seo.score * 100),
      bestPractices: Math.round(report.categories['best-practices'].score * 100),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      lcpElement: report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '?',
      failedA11y: failedAudits(report, 'accessibility'),
      failedSeo: failedAudits(report, 'seo'),
      failedBestPractices: failedAudits(report, 'best-practices'),
    });
  }
  return results;
}

function failedAudits(report, category) {
  return Object.values(report.audits)
    .filter((audit) => report.categories[category].auditRefs.some((ref) => ref.id === audit.id) && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual')
    .map((audit) => audit.id);
}

/** The figures of several runs as ranges, and what the machine was doing (the CPU is shared; load changes them). */
export function describeRuns(runs) {
  const range = (values, format) => `${format(Math.min(...values))}–${format(Math.max(...values))}`;
  const seconds = (ms) => (ms / 1000).toFixed(2);
  return [
    `  ranges: performance ${range(runs.map((run) => run.performance), String)}, FCP ${range(runs.map((run) => run.fcp), seconds)} s, LCP ${range(runs.map((run) => run.lcp), seconds)} s, TBT ${range(runs.map((run) => run.tbt), Math.round)} ms, accessibility ${range(runs.map((run) => run.accessibility), String)}, SEO ${range(runs.map((run) => run.seo), String)}, best practices ${range(runs.map((run) => run.bestPractices), String)}`,
    `  machine load average now (1/5/15 min): ${loadavg().map((value) => value.toFixed(2)).join(' / ')}`,
  ].join('\n');
}

/** Whether the API rendered the page on the server (ADR 0010) or sent the plain index.html. */
export async function renderedOnServer(url) {
  return (await (await fetch(url)).text()).includes('id="bte-server-state"');
}
