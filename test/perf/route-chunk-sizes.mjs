// Gzipped size of a storefront route's own code: the route chunk plus every chunk it imports statically that the
// first page (index.html's entry) does not already load. Reads storefront/dist; prints; asserts nothing.
// Usage: npm run build -w storefront && node test/perf/route-chunk-sizes.mjs profile tickets-tab ticket-form-dialog
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './stack.mjs';

const BUDGET_KB = 80;
const assets = join(ROOT, 'storefront/dist/assets');
const files = readdirSync(assets).filter((name) => name.endsWith('.js'));
const staticImport = /(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["']\.\/([^"']+\.js)["']/g;

function staticClosure(start) {
  const seen = new Set();
  const queue = [start];
  while (queue.length > 0) {
    const name = queue.pop();
    if (seen.has(name)) continue;
    seen.add(name);
    for (const match of readFileSync(join(assets, name), 'utf8').matchAll(staticImport)) queue.push(match[1]);
  }
  return seen;
}

const gzipKb = (name) => gzipSync(readFileSync(join(assets, name))).length / 1024;
const entry = /<script[^>]+src="\/assets\/([^"]+\.js)"/.exec(readFileSync(join(ROOT, 'storefront/dist/index.html'), 'utf8'))[1];
const firstLoad = staticClosure(entry);

const routes = process.argv.slice(2);
if (routes.length === 0) throw new Error('Name one or more chunks, e.g. profile');
console.log(`Route chunks, gzip level 9, beyond what the first page already loads (budget ${BUDGET_KB} kB):`);
for (const route of routes) {
  const chunk = files.find((name) => name.startsWith(`${route}-`));
  if (!chunk) throw new Error(`No chunk named ${route}-*.js in storefront/dist/assets`);
  const own = [...staticClosure(chunk)].filter((name) => !firstLoad.has(name));
  const total = own.reduce((sum, name) => sum + gzipKb(name), 0);
  console.log(`  ${route.padEnd(20)} ${total.toFixed(1).padStart(6)} kB gzip in ${own.length} files ${total <= BUDGET_KB ? '' : '(over budget)'}`);
  if (process.env.FIGURES_VERBOSE) for (const name of own) console.log(`      ${gzipKb(name).toFixed(1).padStart(6)} kB  ${name}`);
}
