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
console.log(`Route chunks, gzip level 9, beyond what the first page already loads (budget ${BUDGET_KB} kB); "then" counts only`);
console.log('what a chunk adds to the ones named before it, in the order a visitor meets them:');
const loaded = new Set(firstLoad);
for (const route of routes) {
  const chunk = files.find((name) => name.startsWith(`${route}-`));
  if (!chunk) throw new Error(`No chunk named ${route}-*.js in storefront/dist/assets`);
  const closure = [...staticClosure(chunk)];
  const own = closure.filter((name) => !firstLoad.has(name));
  const added = closure.filter((name) => !loaded.has(name));
  const total = own.reduce((sum, name) => sum + gzipKb(name), 0);
  const then = added.reduce((sum, name) => sum + gzipKb(name), 0);
  console.log(`  ${route.padEnd(24)} ${total.toFixed(1).padStart(6)} kB gzip in ${String(own.length).padStart(2)} files; then ${then.toFixed(1).padStart(5)} kB${total <= BUDGET_KB ? '' : ' (over budget on its own)'}`);
  if (process.env.FIGURES_VERBOSE) for (const name of added) console.log(`      ${gzipKb(name).toFixed(1).padStart(6)} kB  ${name}`);
  for (const name of closure) loaded.add(name);
}
