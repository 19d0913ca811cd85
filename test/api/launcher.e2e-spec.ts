import { afterAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
    server.on('error', fail);
  });
}

/** Every process whose command line names the folder: the launcher's PostgreSQL runs with `-D <folder>/postgres`. */
function processesUsing(folder: string): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (commandLine.includes(folder)) found.push(`${pid}: ${commandLine.trim()}`);
    } catch {
      // The process ended while we looked.
    }
  }
  return found;
}

async function until(check: () => Promise<boolean> | boolean, seconds: number): Promise<boolean> {
  for (const deadline = Date.now() + seconds * 1000; Date.now() < deadline; await new Promise((done) => setTimeout(done, 250))) {
    if (await check()) return true;
  }
  return false;
}

describe('npm start on embedded defaults, stopped with Ctrl-C', () => {
  const dataDir = join('.data', `launcher-test-${process.pid}`);
  const absoluteDataDir = join(ROOT, dataDir);
  let start: ChildProcess | undefined;

  afterAll(() => {
    if (start?.pid && start.exitCode === null) process.kill(-start.pid, 'SIGKILL');
    rmSync(absoluteDataDir, { recursive: true, force: true });
  });

  it('stops the API, the worker, the inbox and PostgreSQL, in order, when the terminal signals the whole group', async () => {
    const [port, postgresPort, smtpPort, inboxPort, stripePort] = [await freePort(), await freePort(), await freePort(), await freePort(), await freePort()];
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      EMBEDDED_POSTGRES_PORT: String(postgresPort),
      DEV_INBOX_SMTP_PORT: String(smtpPort),
      DEV_INBOX_WEB_PORT: String(inboxPort),
      STRIPE_EMULATOR_PORT: String(stripePort),
      LOG_LEVEL: 'warn',
    };
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'NODE_ENV']) delete env[name];
    let output = '';
    // Detached: a group of its own, like the foreground job a terminal's Ctrl-C signals.
    start = spawn(process.execPath, ['scripts/start.mjs'], { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    start.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    start.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((done) => start?.once('exit', (code) => done(code)));

    const ready = await until(async () => (await fetch(`http://127.0.0.1:${port}/api/health/ready`).catch(() => undefined))?.ok === true, 120);
    expect({ ready, output: ready ? '' : output }).toEqual({ ready: true, output: '' });
    expect(processesUsing(absoluteDataDir).some((line) => line.includes('postgres'))).toBe(true);

    // Demo mode (ADR 0031): the demo sellers' tickets are on sale in several categories, and the demo buyer has
    // bought some, paid on the embedded Stripe emulator.
    const bought = await until(() => /Demo: buyer@baltic-tickets\.example bought 3 listings/.test(output), 60);
    expect({ bought, output: bought ? '' : output }).toEqual({ bought: true, output: '' });
    const onSale = (await (await fetch(`http://127.0.0.1:${port}/api/tickets?pageSize=100`)).json()) as { items: { category: { slug: string } }[] };
    expect(new Set(onSale.items.map((listing) => listing.category.slug)).size).toBeGreaterThanOrEqual(5);
    const secrets = JSON.parse(readFileSync(join(absoluteDataDir, 'secrets.json'), 'utf8')) as { buyerPassword: string };
    const signIn = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'buyer@baltic-tickets.example', password: secrets.buyerPassword }),
    });
    const { accessToken } = (await signIn.json()) as { accessToken: string };
    const paid = await until(async () => {
      const orders = (await (await fetch(`http://127.0.0.1:${port}/api/me/orders`, { headers: { authorization: `Bearer ${accessToken}` } })).json()) as { items: { status: string }[] };
      return orders.items.length === 3 && orders.items.every((order) => order.status === 'paid');
    }, 30);
    expect(paid).toBe(true);

    process.kill(-start.pid!, 'SIGINT');

    let timer: NodeJS.Timeout | undefined;
    const stillRunning = new Promise((done) => (timer = setTimeout(() => done('still running after 45 s'), 45_000)));
    expect(await Promise.race([exited, stillRunning])).toBe(0);
    clearTimeout(timer);
    expect(await until(() => processesUsing(absoluteDataDir).length === 0, 5)).toBe(true);
    expect(processesUsing(absoluteDataDir)).toEqual([]);
    // PostgreSQL shut down cleanly (no postmaster.pid left), so the next start needs no recovery.
    expect(existsSync(join(absoluteDataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(await fetch(`http://127.0.0.1:${port}/api/health`).then(() => 'answering', () => 'closed')).toBe('closed');
    // The API and worker were stopped before the database they were still using.
    expect(output).not.toMatch(/terminating connection due to administrator command|stopped unexpectedly/);
  }, 200_000);
});

describe('npm run dev: a change to the compiled backend restarts the API and the worker, not the database', () => {
  const dataDir = join('.data', `launcher-dev-test-${process.pid}`);
  const absoluteDataDir = join(ROOT, dataDir);
  const watched = join(absoluteDataDir, 'watched');
  let launcher: ChildProcess | undefined;

  afterAll(() => {
    if (launcher?.pid && launcher.exitCode === null) process.kill(-launcher.pid, 'SIGKILL');
    rmSync(absoluteDataDir, { recursive: true, force: true });
  });

  it('brings the API back after the change, on the same PostgreSQL, without stopping everything', async () => {
    const [port, postgresPort, smtpPort, inboxPort, stripePort] = [await freePort(), await freePort(), await freePort(), await freePort(), await freePort()];
    mkdirSync(watched, { recursive: true });
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      EMBEDDED_POSTGRES_PORT: String(postgresPort),
      DEV_INBOX_SMTP_PORT: String(smtpPort),
      DEV_INBOX_WEB_PORT: String(inboxPort),
      STRIPE_EMULATOR_PORT: String(stripePort),
      LOG_LEVEL: 'warn',
      // scripts/dev.mjs points it at backend/dist; a folder of its own here, so that other suites' code is untouched.
      DEV_WATCH: watched,
    };
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'NODE_ENV']) delete env[name];
    let output = '';
    launcher = spawn(process.execPath, ['backend/dist/launcher/launcher.js'], { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    launcher.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    launcher.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const watching = await until(() => output.includes('a change restarts the API and the worker'), 120);
    expect({ watching, output: watching ? '' : output }).toEqual({ watching: true, output: '' });
    const postgres = processesUsing(absoluteDataDir).filter((line) => line.includes('postgres'));
    expect(postgres.length).toBeGreaterThan(0);

    const saved = Date.now();
    writeFileSync(join(watched, 'changed.js'), 'export {};\n');
    expect(await until(() => /API live again in \d+ ms/.test(output), 60)).toBe(true);
    const liveAfterMs = Date.now() - saved;
    expect((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).status).toBe(200);
    // The database kept running through the restart: the same processes, and no "stopped unexpectedly" stop of all.
    expect(processesUsing(absoluteDataDir).filter((line) => line.includes('postgres'))).toEqual(postgres);
    expect(output).not.toMatch(/stopped unexpectedly|Stopping\.\.\./);
    process.stdout.write(`npm run dev: the API was live again ${liveAfterMs} ms after the change (${/API live again in \d+ ms[^\n]*/.exec(output)?.[0]})\n`);

    process.kill(-launcher.pid!, 'SIGINT');
    expect(await until(() => processesUsing(absoluteDataDir).length === 0, 45)).toBe(true);
  }, 200_000);
});
