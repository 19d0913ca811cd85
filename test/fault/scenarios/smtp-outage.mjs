// The SMTP server is down for two hours while contact messages keep arriving. The retry schedule runs 60 times
// faster (QUEUE_RETRY_TIME_SCALE=60), so OUTAGE_SECONDS=120 plays two hours of waits: the hourly cap becomes a
// minute, the five-minute wait for an unreachable server five seconds. Expected: every request is accepted,
// readiness stays 200 and reports mail down, no mail ends in the failed list, and once the server is back every
// email arrives exactly once.
import { awaitDelivery, backlog, countStatuses, failedReasons, report, say, sendContactMessage, sleep, startStack, traffic } from '../lib.mjs';

export const description = 'SMTP server down for 2 h (retry schedule 60x faster): nothing lost, nothing failed';

const SCALE = 60;

export async function run() {
  const outageSeconds = Number(process.env.OUTAGE_SECONDS ?? 120);
  const stack = await startStack({ name: 'smtp-outage', env: { QUEUE_RETRY_TIME_SCALE: String(SCALE), DEPENDENCY_CHECK_INTERVAL_MS: '2000' } });
  try {
    const accepted = [];
    const load = traffic(2, async (index) => {
      const sender = `sender-${index}@fault.example`;
      const status = await sendContactMessage(stack.http, sender);
      if (status === 201) accepted.push(sender);
      await sleep(250);
      return status;
    });
    await sleep(3_000);
    say(`Stopping the SMTP server for ${outageSeconds} s (${(outageSeconds * SCALE) / 3600} h of retry schedule)`);
    await stack.mail.stop();
    const outageFrom = Date.now();
    await sleep(10_000);
    const ready = await fetch(`${stack.http}/api/health/ready`).then(async (response) => ({ status: response.status, mail: (await response.json()).checks.mail.status }));
    await sleep(Math.max(0, outageSeconds * 1000 - 30_000));
    await load.stop();
    await sleep(20_000);
    const backlogAtEnd = await backlog(stack);
    say('Starting the SMTP server again');
    await stack.mail.start();
    const outageTo = Date.now();
    say(`Waiting for every email (${accepted.length * 2} expected)`);
    const delivery = await awaitDelivery(stack.mail, accepted, { timeoutMs: 120_000 });
    const drainedInSeconds = Math.round((Date.now() - outageTo) / 1000);
    const failed = await failedReasons(stack);
    const refused = load.statuses.filter(({ status }) => status !== 201).length;
    return report(
      'smtp-outage',
      {
        'requests sent': load.statuses.length,
        'answers while SMTP was down': countStatuses(load.statuses, outageFrom, outageTo),
        'readiness while SMTP was down': ready,
        'mail backlog just before SMTP came back': backlogAtEnd,
        'emails expected (2 per message)': delivery.expected,
        'emails arrived': delivery.arrived,
        'emails lost': delivery.lost,
        'emails duplicated': delivery.duplicates,
        'failed mail jobs (dead-letter)': failed,
        'seconds from SMTP back to all delivered': drainedInSeconds,
      },
      refused === 0 && delivery.lost === 0 && delivery.duplicates === 0 && Object.keys(failed).length === 0 && ready.status === 200 && ready.mail === 'down',
    );
  } finally {
    await stack.close();
  }
}
