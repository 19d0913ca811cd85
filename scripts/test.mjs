// `npm test`: install what is missing, build, then every check and every test suite; ends with one line
// "N passed, N failed". Typecheck, lint and the dependency boundaries count as one test each.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { ROOT, ensureBuilt, ensureInstalled, say } from './lib.mjs';

ensureInstalled();
ensureBuilt();

const results = [];
const outputDir = join(ROOT, 'test-results');
rmSync(outputDir, { recursive: true, force: true });
mkdirSync(outputDir, { recursive: true });

function step(name, command, args, options = {}) {
  say(`${name}...`);
  const started = Date.now();
  const status = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } }).status;
  say(`${name}: ${status === 0 ? 'ok' : `FAILED (exit ${status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return status;
}

/**
 * The static checks, each one test. tsc and ESLint each keep one core busy, so they run side by side, as many at a
 * time as there are cores; each one's output is printed whole when it ends, so the log stays readable.
 */
async function checks(list) {
  const pending = [...list];
  const runNext = async () => {
    for (let check = pending.shift(); check; check = pending.shift()) {
      const started = Date.now();
      const { status, output } = await new Promise((done) => {
        const child = spawn(check.command, check.args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
        const chunks = [];
        child.stdout.on('data', (chunk) => chunks.push(chunk));
        child.stderr.on('data', (chunk) => chunks.push(chunk));
        child.on('close', (code) => done({ status: code ?? 1, output: Buffer.concat(chunks).toString() }));
      });
      if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      say(`${check.name}: ${status === 0 ? 'ok' : `FAILED (exit ${status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      results.push({ name: check.name, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 });
    }
  };
  say(`Static checks (${list.length}, ${Math.min(list.length, staticCheckSlots)} at a time)...`);
  await Promise.all(Array.from({ length: staticCheckSlots }, runNext));
}
const staticCheckSlots = Math.max(2, availableParallelism());

// The longest first, so the short ones fill the other core.
await checks([
  { name: 'Lint (zero warnings)', command: 'npx', args: ['eslint', '--max-warnings', '0', '.'] },
  { name: 'Typecheck', command: 'npm', args: ['run', 'typecheck', '--silent'] },
  { name: 'Dependency boundaries', command: 'npx', args: ['depcruise', '--config', '.dependency-cruiser.cjs', 'backend/src', 'storefront/src', 'backoffice/src'] },
  { name: 'Generated API types match the backend', command: 'node', args: ['scripts/api-types.mjs', '--check'] },
  { name: 'No unused files, exports or dependencies (knip)', command: 'npx', args: ['knip', '--no-progress'] },
]);

const jestReport = join(outputDir, 'jest-results.json');
// A suite that leaves a handle open would keep jest alive after its report is written: the time limit ends it, and
// the run is then counted failed rather than hanging CI.
// At least two suites at a time, also on two cores (where jest's default is one): an e2e suite spends most of its time
// waiting for its own API and worker processes, each suite on a database, queue prefix, ports and folder of its own.
const jestWorkers = Math.max(2, availableParallelism() - 1);
const jestStatus = step('Unit, integration and API e2e tests (jest)', 'npx', ['jest', '--config', 'backend/jest.config.js', `--maxWorkers=${jestWorkers}`, '--json', `--outputFile=${jestReport}`], {
  env: { NODE_OPTIONS: '--experimental-vm-modules --no-warnings' },
  timeout: 45 * 60_000,
  killSignal: 'SIGKILL',
});
results.push(countJest(jestReport, jestStatus));

const databaseUrl = await freshBrowserDatabase();
rmSync(join(ROOT, '.data', 'browser-test'), { recursive: true, force: true });
const browserReport = join(outputDir, 'browser-results.json');
const browserStatus = step('Browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test', '--config', 'test/browser/playwright.config.ts'], {
  env: { BROWSER_TEST_DATABASE_URL: databaseUrl },
});
results.push(countPlaywright(browserReport, browserStatus));

const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
say('Summary:');
for (const result of results) say(`  ${result.name}: ${result.passed} passed, ${result.failed} failed`);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(failed > 0 ? 1 : 0);

function countJest(file, status) {
  if (!existsSync(file)) return { name: 'jest', passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  // A suite that fails to load has no test results: count it as a failure, never as nothing.
  const brokenSuites = report.testResults.filter((suite) => suite.status === 'failed' && suite.assertionResults.length === 0).length;
  const failed = report.numFailedTests + brokenSuites + (status !== 0 && report.numFailedTests + brokenSuites === 0 ? 1 : 0);
  return { name: 'jest', passed: report.numPassedTests, failed };
}

function countPlaywright(file, status) {
  if (!existsSync(file)) return { name: 'playwright', passed: 0, failed: 1 };
  const { stats, errors = [] } = JSON.parse(readFileSync(file, 'utf8'));
  const failed = stats.unexpected + stats.flaky + errors.length;
  return { name: 'playwright', passed: stats.expected, failed: failed + (status !== 0 && failed === 0 ? 1 : 0) };
}

/** The browser stack gets a fresh database on the machine's PostgreSQL, so every run starts from the same state. */
async function freshBrowserDatabase() {
  const { default: pg } = await import('pg');
  const server = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  // Its own name per checkout when several run side by side on one machine.
  const name = process.env.BROWSER_TEST_DATABASE_NAME ?? 'bte_browser_test';
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BROWSER_TEST_DATABASE_NAME must be a plain identifier, not ${name}`);
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}
