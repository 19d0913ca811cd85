// Shared by `npm start` and `npm test`. Plain Node, no dependencies: it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export function say(message) {
  process.stdout.write(`[bte] ${message}\n`);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

export function mustRun(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    say(`"${command} ${args.join(' ')}" failed (exit ${status}).`);
    process.exit(status);
  }
}

/** Installs the dependencies when they are missing or older than the lock file. */
export function ensureInstalled() {
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(join(ROOT, 'package-lock.json')).mtimeMs) return;
  say('Installing dependencies (first run only)...');
  mustRun('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error']);
}

const BUILDS = [
  { name: 'backend', inputs: ['backend/src', 'backend/package.json', 'backend/tsconfig.json'], output: 'backend/dist' },
  {
    name: 'storefront',
    inputs: ['storefront/src', 'storefront/public', 'storefront/index.html', 'storefront/vite.config.ts', 'storefront/package.json'],
    output: 'storefront/dist',
    // The same build writes the server bundle the API renders public pages with (ADR 0010).
    alsoWrites: ['storefront/dist-server/entry-server.js'],
  },
  { name: 'backoffice', inputs: ['backoffice/src', 'backoffice/index.html', 'backoffice/vite.config.ts'], output: 'backoffice/dist' },
];

/** Builds each workspace whose sources changed since its last build. */
export function ensureBuilt() {
  for (const build of BUILDS) {
    const stamp = join(ROOT, build.output, '.build-stamp');
    const newestInput = Math.max(...build.inputs.map((input) => newestMtime(join(ROOT, input))));
    const complete = (build.alsoWrites ?? []).every((file) => existsSync(join(ROOT, file)) && statSync(join(ROOT, file)).mtimeMs >= newestInput);
    if (existsSync(stamp) && statSync(stamp).mtimeMs >= newestInput && complete) continue;
    say(`Building ${build.name}...`);
    mustRun('npm', ['run', 'build', '--silent', '-w', build.name]);
    writeFileSync(stamp, new Date().toISOString());
  }
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
}
