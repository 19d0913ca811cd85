// `npm start`: install what is missing, build what changed, then run the whole marketplace.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, ensureBuilt, ensureInstalled } from './lib.mjs';

ensureInstalled();
ensureBuilt();

// A process group of its own: a terminal's Ctrl-C signals every process of the foreground group at once, which
// would stop PostgreSQL under the API and worker while they finish their work. We forward the signal instead, and
// the launcher stops everything in order (API and worker first, the database last).
const launcher = spawn(process.execPath, [join(ROOT, 'backend', 'dist', 'launcher', 'launcher.js')], {
  cwd: ROOT,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  detached: true,
});
launcher.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => launcher.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal));
}

// If whatever started us is killed outright (npm, or the shell npm started us with), stop the marketplace
// rather than leave it running as an orphan.
const ancestors = [process.ppid, parentOf(process.ppid)].filter(Boolean);
setInterval(() => {
  if (ancestors.some((pid) => !isAlive(pid))) launcher.kill('SIGTERM');
}, 1000).unref();

function parentOf(pid) {
  try {
    // /proc/<pid>/stat: "pid (command) state ppid ..."; the command may contain spaces, so read after ")".
    return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(')').pop().trim().split(' ')[1]) || undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
