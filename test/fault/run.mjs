// Fault tests: `node test/fault/run.mjs [scenario ...]` (all when none is named). Each starts its own embedded
// PostgreSQL, redis-server, mail sink, Stripe emulator, API and worker(s), breaks something, and prints what it
// sent, what arrived and what was lost. Needs `npm run build -w backend` and `redis-server` on the PATH. Exit code 1
// if any scenario failed. Not part of `npm test`: a full run takes about twenty minutes.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, say, stopAll } from './lib.mjs';
import * as exportKill from './scenarios/export-kill.mjs';
import * as holdPaymentRace from './scenarios/hold-payment-race.mjs';
import * as messageKill from './scenarios/message-kill.mjs';
import * as paymentWorkerKill from './scenarios/payment-worker-kill.mjs';
import * as payoutWorkerKill from './scenarios/payout-worker-kill.mjs';
import * as postgresRestart from './scenarios/postgres-restart.mjs';
import * as redisOutage from './scenarios/redis-outage.mjs';
import * as refundWorkerKill from './scenarios/refund-worker-kill.mjs';
import * as sigtermLoad from './scenarios/sigterm-load.mjs';
import * as smtpOutage from './scenarios/smtp-outage.mjs';
import * as stripe500s from './scenarios/stripe-500s.mjs';
import * as stripeOutage from './scenarios/stripe-outage.mjs';
import * as workerKill from './scenarios/worker-kill.mjs';

/** Add a scenario here: a module exporting `description` and `run(): Promise<boolean>`. */
const scenarios = {
  'redis-outage': redisOutage,
  'smtp-outage': smtpOutage,
  'worker-kill': workerKill,
  'sigterm-load': sigtermLoad,
  'postgres-restart': postgresRestart,
  'export-kill': exportKill,
  'message-kill': messageKill,
  'payment-worker-kill': paymentWorkerKill,
  'stripe-outage': stripeOutage,
  'hold-payment-race': holdPaymentRace,
  'payout-worker-kill': payoutWorkerKill,
  'refund-worker-kill': refundWorkerKill,
  'stripe-500s': stripe500s,
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !scenarios[name]);
if (unknown.length > 0 || wanted.includes('--help')) {
  process.stdout.write(`Usage: node test/fault/run.mjs [scenario ...]\n\n${Object.entries(scenarios).map(([name, scenario]) => `  ${name.padEnd(18)} ${scenario.description}`).join('\n')}\n`);
  process.exit(unknown.length > 0 ? 2 : 0);
}
if (!existsSync(join(ROOT, 'backend', 'dist', 'main.js'))) {
  process.stderr.write('Build the backend first: npm run build -w backend\n');
  process.exit(2);
}

process.once('SIGINT', () => stopAll().finally(() => process.exit(130)));
const results = {};
for (const name of wanted.length > 0 ? wanted : Object.keys(scenarios)) {
  say(`══ ${name}: ${scenarios[name].description}`);
  try {
    results[name] = await scenarios[name].run();
  } catch (error) {
    say(`${name} could not run: ${error.stack ?? error}`);
    results[name] = false;
  }
}
say(`Summary: ${Object.entries(results).map(([name, passed]) => `${name} ${passed ? 'passed' : 'FAILED'}`).join(', ')}`);
process.exit(Object.values(results).every(Boolean) ? 0 : 1);
