// The SMTP server is down for two hours while contact messages keep arriving. The retry schedule runs 60 times
// faster (QUEUE_RETRY_TIME_SCALE=60), so OUTAGE_SECONDS=120 plays two hours of waits: the hourly cap becomes a
// minute, the five-minute wait for an unreachable server five seconds. Expected: every request is accepted,
// readiness stays 200 and reports mail down, no mail ends in the failed list, and once the server is back every
// email arrives exactly once.
import { awaitDelivery, backlog, countStatuses, failedReasons, report, say, sendContactMessage, sleep, startStack, traffic, waitFor } from '../lib.mjs';

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
    await sleep(3_000); // traffic before the fault
    say(`Stopping the SMTP server for ${outageSeconds} s (${(outageSeconds * SCALE) / 3600} h of retry schedule)`);
    await stack.mail.stop();
    const outageFrom = Date.now();
    const readiness = () => fetch(`${stack.http}/api/health/ready`).then(async (response) => ({ status: response.status, mail: (await response.json()).checks.mail.status }));
    const ready = await waitFor('readiness to report mail down', async () => {
      const now = await readiness();
      return now.status !== 200 || now.mail === 'down' ? now : null;
    }, { timeoutMs: 30_000 });
    // Traffic stops 20 s before the server comes back, so the last messages' retries also wait out the outage.
    await sleep(Math.max(0, outageFrom + outageSeconds * 1000 - 20_000 - Date.now()));
    await load.stop();
    await sleep(Math.max(0, outageFrom + outageSeconds * 1000 - Date.now()));
    const backlogAtEnd = await backlog(stack);
    say('Starting the SMTP server again');
    await stack.mail.start();
    const outageTo = Date.now();
    say(`Waiting for every email (${accepted.length * 2} expected)`);
    const delivery = await awaitDelivery(stack, accepted, { timeoutMs: 120_000 });
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
        'delivery settled (drained, quiet)': delivery.settled,
        'emails duplicated': delivery.duplicates,
        'failed mail jobs (dead-letter)': failed,
        'seconds from SMTP back to all delivered': drainedInSeconds,
      },
      refused === 0 && delivery.settled && delivery.lost === 0 && delivery.duplicates === 0 && Object.keys(failed).length === 0 && ready.status === 200 && ready.mail === 'down',
    );
  } finally {
    await stack.close();
  }
}
