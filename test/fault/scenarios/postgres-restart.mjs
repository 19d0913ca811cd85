// PostgreSQL is restarted (fast shutdown, DOWN_SECONDS = 5 s down) under traffic. Expected: while it is down the
// API answers 503 with Retry-After (never a 500) and readiness says the database is down; afterwards the API and
// the worker reconnect by themselves, every request succeeds again and every accepted message's emails arrive.
import { awaitDelivery, countStatuses, report, say, send, sendContactMessage, sleep, startStack, traffic, waitFor } from '../lib.mjs';

export const description = 'PostgreSQL restarted during traffic: 503 while down, the API reconnects by itself';

export async function run() {
  const downSeconds = Number(process.env.DOWN_SECONDS ?? 5);
  const stack = await startStack({ name: 'postgres-restart' });
  try {
    const accepted = [];
    const reads = traffic(8, async () => {
      const status = await send('GET', `${stack.http}/api/events?pageSize=5`);
      await sleep(20);
      return status;
    });
    const writes = traffic(2, async (index) => {
      const sender = `pg-${index}@fault.example`;
      const status = await sendContactMessage(stack.http, sender);
      if (status === 201) accepted.push(sender);
      await sleep(50);
      return status;
    });
    await sleep(4_000); // traffic before the fault
    say(`Stopping PostgreSQL for ${downSeconds} s`);
    const downFrom = Date.now();
    await stack.postgres.stop();
    const ready = await waitFor('readiness to answer 503 without PostgreSQL', async () => {
      const status = await send('GET', `${stack.http}/api/health/ready`);
      return status === 503 ? status : null;
    }, { timeoutMs: Math.max(5_000, downSeconds * 1000 - 1_000) }).catch(() => 'never 503');
    await sleep(Math.max(0, downFrom + downSeconds * 1000 - Date.now())); // the rest of the outage
    say('Starting PostgreSQL again');
    await stack.postgres.start();
    const upAt = Date.now();
    await sleep(8_000); // traffic after the fault: the first 3 s may still fail, the rest must not
    await Promise.all([reads.stop(), writes.stop()]);
    const statuses = [...reads.statuses, ...writes.statuses];
    const firstOkAfter = Math.min(...statuses.filter(({ status, at }) => at >= upAt && status >= 200 && status < 300).map(({ at }) => at));
    const settled = statuses.filter(({ at }) => at >= upAt + 3_000);
    const failedAfterwards = settled.filter(({ status }) => !(status >= 200 && status < 300)).length;
    const internalErrors = statuses.filter(({ status }) => status === 500).length;
    const delivery = await awaitDelivery(stack, accepted);
    return report(
      'postgres-restart',
      {
        'requests sent': statuses.length,
        'answers before the stop': countStatuses(statuses, 0, downFrom),
        'answers while restarting': countStatuses(statuses, downFrom, upAt),
        'answers after the restart': countStatuses(statuses, upAt),
        'readiness while down': ready,
        'first success after restart, ms': Number.isFinite(firstOkAfter) ? firstOkAfter - upAt : 'none',
        'failures 3 s after restart': failedAfterwards,
        'answered 500': internalErrors,
        'emails expected / arrived / lost': `${delivery.expected} / ${delivery.arrived} / ${delivery.lost}`,
        'delivery settled (drained, quiet)': delivery.settled,
        'emails duplicated': delivery.duplicates,
      },
      internalErrors === 0 && failedAfterwards === 0 && Number.isFinite(firstOkAfter) && ready === 503 && delivery.settled && delivery.lost === 0 && delivery.duplicates === 0,
    );
  } finally {
    await stack.close();
  }
}
