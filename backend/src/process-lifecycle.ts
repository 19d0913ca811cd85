import { ConfigError } from './config/env-reader.js';

/** A wrong configuration stops the process with a message naming each variable at fault, and no stack. */
export function exitOnConfigError<T>(load: () => T): T {
  try {
    return load();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee the configuration table in README.md.\n`);
      process.exit(78);
    }
    throw error;
  }
}

/**
 * Started by `npm start`, a process has an IPC channel to the launcher; when the launcher dies (even by
 * SIGKILL) the channel closes and this process shuts down instead of living on as an orphan.
 */
export function exitWithParent(close: () => Promise<void>): void {
  if (!process.send) return;
  process.on('disconnect', () => {
    const force = setTimeout(() => process.exit(0), 10_000);
    force.unref();
    void close().finally(() => process.exit(0));
  });
}

/**
 * Whatever hangs during a graceful shutdown (a job that will not finish, a stuck connection), the process is
 * gone `timeoutMs` after SIGTERM or SIGINT; a worker's unfinished jobs are then recovered by the others as stalled.
 */
export function exitAfterShutdownTimeout(timeoutMs: number, service: string): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      setTimeout(() => {
        process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level: 'warn', service, msg: 'shutdown timed out, exiting', timeoutMs })}\n`);
        process.exit(1);
      }, timeoutMs).unref();
    });
  }
}
