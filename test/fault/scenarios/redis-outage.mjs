// Redis stops for 60 s (OUTAGE_SECONDS) while contact messages keep arriving. Expected: every request is
// accepted, readiness stays 200 and reports the queue down meanwhile, and once Redis is back every email arrives exactly once.
import { awaitDelivery, countStatuses, report, say, sendContactMessage, sleep, startStack, traffic, waitFor } from '../lib.mjs';

export const description = 'Redis stopped for 60 s during traffic: no request fails, every email arrives once';

export async function run() {
  const outageSeconds = Number(process.env.OUTAGE_SECONDS ?? 60);
  const stack = await startStack({ name: 'redis-outage' });
  try {
    const accepted = [];
    const load = traffic(2, async (index) => {
      const sender = `sender-${index}@fault.example`;
      const status = await sendContactMessage(stack.http, sender);
      if (status === 201) accepted.push(sender);
      await sleep(100);
      return status;
    });
    await sleep(5_000); // traffic before the fault
    say(`Stopping Redis for ${outageSeconds} s`);
    await stack.stopRedis('SIGTERM');
    const outageFrom = Date.now();
    // The background check runs every 15 s by default: readiness reports the queue down at its next run, still 200.
    const readiness = () => fetch(`${stack.http}/api/health/ready`).then(async (response) => ({ status: response.status, queue: (await response.json()).checks.queue.status }));
    const ready = await waitFor('readiness to report the queue down', async () => {
      const now = await readiness();
      return now.status !== 200 || now.queue === 'down' ? now : null;
    }, { timeoutMs: 30_000 });
    await sleep(Math.max(0, outageFrom + outageSeconds * 1000 - Date.now())); // the rest of the outage
    say('Starting Redis again');
    await stack.startRedis();
    const outageTo = Date.now();
    await sleep(5_000); // traffic after the fault
    await load.stop();
    say(`Traffic stopped; waiting for every email (${accepted.length * 2} expected)`);
    const delivery = await awaitDelivery(stack, accepted);
    const all = countStatuses(load.statuses);
    const failed = load.statuses.filter(({ status }) => status !== 201).length;
    return report(
      'redis-outage',
      {
        'requests sent': load.statuses.length,
        'answers (all)': all,
        'answers while Redis was down': countStatuses(load.statuses, outageFrom, outageTo),
        'readiness while Redis was down': ready,
        'emails expected (2 per message)': delivery.expected,
        'emails arrived': delivery.arrived,
        'emails lost': delivery.lost,
        'delivery settled (drained, quiet)': delivery.settled,
        'emails duplicated': delivery.duplicates,
      },
      failed === 0 && delivery.settled && delivery.lost === 0 && delivery.duplicates === 0 && ready.status === 200 && ready.queue === 'down',
    );
  } finally {
    await stack.close();
  }
}
