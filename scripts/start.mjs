// `npm start`: install what is missing, build what changed, then run the whole marketplace.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, ensureBuilt, ensureInstalled } from './lib.mjs';

ensureInstalled();
ensureBuilt();

const launcher = spawn(process.execPath, [join(ROOT, 'backend', 'dist', 'launcher', 'launcher.js')], {
  cwd: ROOT,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});
launcher.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => launcher.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal));
}

// If whatever started us is killed outright, we are re-parented: stop the marketplace rather than orphan it.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) launcher.kill('SIGTERM');
}, 1000).unref();
