// `npm run dev`: the development loop. The backend compiles on save (tsc --watch) and the launcher restarts the API
// and the worker when the compiled code changes, keeping the embedded database and inbox running; the storefront and
// the back-office run on Vite's dev servers with hot reload, behind one origin (the storefront's server, which passes
// /api to the API and /backoffice to the back-office's server).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, ensureBuilt, ensureInstalled, say } from './lib.mjs';

ensureInstalled();
ensureBuilt();

const apiPort = Number(process.env.PORT ?? 3000);
const webPort = Number(process.env.DEV_WEB_PORT ?? 5173);
const backofficePort = Number(process.env.DEV_BACKOFFICE_PORT ?? 5174);
const children = [];
const env = { ...process.env, PORT: String(apiPort), DEV_WEB_PORT: String(webPort), DEV_BACKOFFICE_PORT: String(backofficePort) };

function start(name, command, args, options = {}) {
  const child = spawn(command, args, { cwd: ROOT, env: { ...env, ...options.env }, stdio: ['ignore', options.pipe ? 'pipe' : 'inherit', 'inherit', ...(options.ipc ? ['ipc'] : [])] });
  child.on('exit', (code, signal) => {
    if (!stopping) say(`${name} stopped (${signal ?? `exit code ${code}`})`);
  });
  children.push(child);
  return child;
}

// The first compile finishes before the launcher starts, so that it does not restart what it has just started.
const compiler = start('tsc --watch', process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'backend/tsconfig.build.json', '--watch', '--preserveWatchOutput'], { pipe: true });
await new Promise((compiled) => {
  compiler.stdout.on('data', (chunk) => {
    const text = chunk.toString();
    process.stdout.write(text.replace(/^(?=.)/gm, '[tsc] '));
    if (/Found 0 errors/.test(text)) refreshApiTypes();
    if (/Watching for file changes/.test(text)) compiled();
  });
});

// A changed DTO reaches the front ends' types (and through Vite, the editor and the browser) on the same save.
let typesRun = null;
let typesAgain = false;
function refreshApiTypes() {
  if (typesRun) {
    typesAgain = true;
    return;
  }
  typesRun = spawn(process.execPath, [join(ROOT, 'scripts/api-types.mjs'), '--quiet'], { cwd: ROOT, stdio: 'inherit' });
  typesRun.on('exit', () => {
    typesRun = null;
    if (typesAgain) {
      typesAgain = false;
      refreshApiTypes();
    }
  });
}

// Pages are rendered in the browser by Vite in development (the server render reads the production build).
start('launcher', process.execPath, [join(ROOT, 'backend/dist/launcher/launcher.js')], { ipc: true, env: { DEV_WATCH: 'backend/dist', STOREFRONT_SERVER_ENTRY: 'off' } });
start('back-office (vite)', 'npm', ['run', 'dev', '--silent', '-w', 'backoffice', '--', '--port', String(backofficePort), '--strictPort']);
start('storefront (vite)', 'npm', ['run', 'dev', '--silent', '-w', 'storefront', '--', '--port', String(webPort), '--strictPort']);
say(`Development: open http://localhost:${webPort}/en (storefront) and http://localhost:${webPort}/backoffice/ (back-office); the API answers there under /api.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    for (const child of children) child.kill('SIGTERM');
    setTimeout(() => process.exit(0), 12_000).unref();
    Promise.all(children.map((child) => new Promise((done) => (child.exitCode !== null || child.signalCode !== null ? done() : child.once('exit', done))))).then(() => process.exit(0));
  });
}
