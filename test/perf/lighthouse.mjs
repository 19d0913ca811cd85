// Lighthouse (mobile emulation: simulated slow 4G, 4× CPU slowdown) in Debian's Chromium, run a number of times on
// one address; each run's scores and timings. Used by the storefront figure scripts.
import { execFile } from 'node:child_process';
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
    await promisify(execFile)(
      lighthouse,
      [url, '--only-categories=performance,accessibility', '--output=json', `--output-path=${output}`, '--quiet', '--chrome-flags=--headless --no-sandbox --disable-gpu'],
      { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(readFileSync(output, 'utf8'));
    const metric = (id) => report.audits[id].numericValue;
    results.push({
      performance: Math.round(report.categories.performance.score * 100),
      accessibility: Math.round(report.categories.accessibility.score * 100),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      lcpElement: report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '?',
      failedA11y: Object.values(report.audits)
        .filter((audit) => report.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id) && audit.score === 0)
        .map((audit) => audit.id),
    });
  }
  return results;
}
