// SIGTERM to the API and the worker while requests pour in, as `docker compose stop` or a rolling deploy does.
// Expected: readiness turns 503 at once while the API keeps serving for SHUTDOWN_DRAIN_MS (3 s), the load
// balancer (simulated: it polls readiness every 250 ms) stops sending, every request the API took is answered
// (no 5xx, no broken connection), both processes exit within 10 s,
// and every accepted message is delivered once a new worker starts.
import { awaitDelivery, backlog, failedReasons, countStatuses, report, say, send, sendContactMessage, sleep, startStack, stopProcess, traffic, waitForReady } from '../lib.mjs';

export const description = 'SIGTERM to API and worker under load: no request fails, both exit within 10 s';

export async function run() {
  const stack = await startStack({ name: 'sigterm-load', mailDelayMs: 100 });
  try {
    // A load balancer in front: it checks readiness every 250 ms and sends traffic only while the API is ready.
    const readiness = [];
    let routable = true;
    let balancing = true;
    const balancer = (async () => {
      while (balancing) {
        const status = await send('GET', `${stack.http}/api/health/ready`);
        routable = status === 200;
        if (stack.api.signalCode !== null || stack.api.exitCode !== null || draining) readiness.push({ status, at: Date.now() });
        await sleep(250);
      }
    })();
    let draining = false;
    const heldBack = 'held back by the balancer';
    const viaBalancer = async (work) => (routable ? work() : sleep(50).then(() => heldBack));
    const accepted = [];
    const reads = traffic(16, () => viaBalancer(() => send('GET', `${stack.http}/api/events?pageSize=5`)));
    const writes = traffic(4, (index) =>
      viaBalancer(async () => {
        const sender = `term-${index}@fault.example`;
        const status = await sendContactMessage(stack.http, sender);
        if (status === 201) accepted.push(sender);
        return status;
      }),
    );
    await sleep(4_000); // traffic before the signal
    say('SIGTERM to the API and the worker');
    const signalledAt = Date.now();
    draining = true;
    const [apiExit, workerExit] = await Promise.all([stopProcess(stack.api, 'SIGTERM', 20_000), stopProcess(stack.workers[0], 'SIGTERM', 20_000)]);
    await sleep(1_000); // the balancer sees both gone before traffic stops
    balancing = false;
    await Promise.all([reads.stop(), writes.stop(), balancer]);
    const statuses = [...reads.statuses, ...writes.statuses].filter(({ status }) => status !== heldBack);
    const before = countStatuses(statuses, 0, signalledAt);
    const after = countStatuses(statuses, signalledAt);
    const serverErrors = statuses.filter(({ status }) => typeof status === 'number' && status >= 500).length;
    const broken = statuses.filter(({ status }) => status === 'reset' || status === 'timeout').length;

    say('Starting a new API and worker (as after a deploy) to deliver what the stopped ones left behind');
    stack.startApi();
    stack.startWorker();
    await waitForReady(stack.http);
    const delivery = await awaitDelivery(stack, accepted, { timeoutMs: Number(process.env.DELIVERY_TIMEOUT_MS ?? 120_000) });
    const left = await backlog(stack);
    const clean = (exit) => exit.code === 0 || exit.signal === 'SIGTERM';
    return report(
      'sigterm-load',
      {
        'requests sent': statuses.length,
        'answers before SIGTERM': before,
        'answers after SIGTERM': after,
        'readiness seen by the balancer after SIGTERM': countStatuses(readiness),
        'answered 5xx': serverErrors,
        'connections broken mid-request': broken,
        'api exit': `${apiExit.code ?? apiExit.signal} after ${apiExit.ms} ms`,
        'worker exit': `${workerExit.code ?? workerExit.signal} after ${workerExit.ms} ms`,
        'emails expected / arrived / lost': `${delivery.expected} / ${delivery.arrived} / ${delivery.lost}`,
        'delivery settled (drained, quiet)': delivery.settled,
        'emails duplicated': delivery.duplicates,
        'left undelivered (outbox, mail queue)': left,
        'why mail jobs failed': await failedReasons(stack),
      },
      serverErrors === 0 && broken === 0 && clean(apiExit) && clean(workerExit) && apiExit.ms < 10_000 && workerExit.ms < 10_000 && delivery.settled && delivery.lost === 0 && delivery.duplicates === 0,
    );
  } finally {
    await stack.close();
  }
}
