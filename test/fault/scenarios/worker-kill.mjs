// A burst of mail jobs; one of two workers is killed with SIGKILL in the middle and restarted (as a supervisor
// would). The jobs it held are stalled: BullMQ hands them out again once their lock expires. Expected: nothing
// lost; a duplicate is possible only for a message the SMTP server had accepted in the instant of the kill.
import { awaitDelivery, report, say, sendContactMessage, sleep, startStack, stopProcess, waitFor } from '../lib.mjs';

export const description = 'Worker SIGKILLed during a burst of mail jobs: stalled jobs recovered, nothing lost';

export async function run() {
  const messages = Number(process.env.BURST ?? 150);
  const stack = await startStack({ name: 'worker-kill', workers: 2, mailDelayMs: 250 });
  try {
    say(`Sending a burst of ${messages} contact messages (${messages * 2} emails; the mail server takes 250 ms per message)`);
    const accepted = [];
    const senders = Array.from({ length: messages }, (_, index) => `burst-${index + 1}@fault.example`);
    for (let index = 0; index < senders.length; index += 10) {
      const statuses = await Promise.all(senders.slice(index, index + 10).map((sender) => sendContactMessage(stack.http, sender)));
      statuses.forEach((status, offset) => status === 201 && accepted.push(senders[index + offset]));
    }
    await waitFor(`${Math.ceil(messages * 0.4)} emails to arrive before the kill`, () => stack.mail.messages.length >= messages * 0.4, { timeoutMs: 90_000, intervalMs: 50 });
    const victim = stack.workers[0];
    const deliveredBeforeKill = stack.mail.messages.length;
    say(`SIGKILL worker 1 (pid ${victim.pid}) after ${deliveredBeforeKill} emails`);
    const killedAt = Date.now();
    await stopProcess(victim, 'SIGKILL');
    await sleep(2_000); // a supervisor's restart delay
    say('Restarting it, as a supervisor would');
    stack.startWorker();
    const delivery = await awaitDelivery(stack, accepted, { timeoutMs: 120_000 });
    const lastArrival = Math.max(...stack.mail.messages.map((message) => message.at));
    return report(
      'worker-kill',
      {
        'messages accepted / sent': `${accepted.length} / ${messages}`,
        'emails delivered before the kill': deliveredBeforeKill,
        'emails expected (2 per message)': delivery.expected,
        'emails arrived': delivery.arrived,
        'emails lost': delivery.lost,
        'delivery settled (drained, quiet)': delivery.settled,
        'emails duplicated (SMTP boundary)': delivery.duplicates,
        'last email, seconds after the kill': ((lastArrival - killedAt) / 1000).toFixed(1),
      },
      accepted.length === messages && delivery.settled && delivery.lost === 0 && delivery.duplicates <= 1,
    );
  } finally {
    await stack.close();
  }
}
