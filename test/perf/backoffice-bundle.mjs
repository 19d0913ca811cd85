// First-load JavaScript of the back-office: the entry script and every module index.html preloads, gzipped (level 9,
// as a static server or CDN would send them), against the 350 kB budget. Lazy chunks (resource pages, dashboard,
// other languages) are listed apart. Prints the figures; asserts nothing.
// Usage: npm run build -w backoffice && node test/perf/backoffice-bundle.mjs
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = new URL('../../backoffice/dist/', import.meta.url).pathname;
const BUDGET_KB = 350;

const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const eager = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/backoffice\/([^"]+\.js)"/g)].map((match) => match[1]);
const kb = (bytes) => (bytes / 1024).toFixed(1);
const gzipped = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;

let total = 0;
console.log('First load (entry + modulepreload):');
for (const file of eager) {
  const size = gzipped(file);
  total += size;
  console.log(`  ${file.padEnd(48)} ${kb(size).padStart(7)} kB gzip`);
}
console.log(`  ${'total'.padEnd(48)} ${kb(total).padStart(7)} kB gzip (budget ${BUDGET_KB} kB: ${total / 1024 <= BUDGET_KB ? 'within' : 'OVER'})`);

const lazy = readdirSync(join(DIST, 'assets')).filter((file) => file.endsWith('.js') && !eager.includes(`assets/${file}`));
const lazyTotal = lazy.reduce((sum, file) => sum + gzipped(join('assets', file)), 0);
console.log(`Loaded on demand: ${lazy.length} chunks, ${kb(lazyTotal)} kB gzip in all (pages, dashboard, lv/et/lt messages)`);
