// A message to a few thousand subscribers; the worker is SIGKILLed once some emails have arrived but not all, and a
// new worker is started (as a supervisor would). Its batch jobs come back as stalled jobs after the bulk queue's
// 15 s lock and send only to recipients still `pending`. A recipient the dead worker had claimed (`sending`) is
// counted failed, never resent (ADR 0005): nobody gets two copies, at the price of possibly missing that email.
// A worker runs two batches at once (the bulk queue's concurrency, queue-processors.ts), so one SIGKILL can leave
// up to two recipients claimed: at most 2 emails lost per kill, each of them counted failed, never a duplicate.
import { adminHeaders, deliverySettled, json, report, say, sleep, sql, startStack, stopProcess } from '../lib.mjs';

export const description = 'Worker SIGKILLed while a message goes to subscribers: no duplicates, at most the interrupted sends lost';

export async function run() {
  const subscribers = Number(process.env.SUBSCRIBERS ?? 3_000);
  const kills = 1;
  const batchesInFlightPerWorker = 2; // @Processor('bulk', { concurrency: 2 })
  const stack = await startStack({ name: 'message-kill', workers: 1, admin: true, mailDelayMs: Number(process.env.MAIL_DELAY_MS ?? 5) });
  try {
    await sql(
      stack,
      `INSERT INTO newsletter_subscribers (email, language, created_at)
       SELECT 'reader' || n || '@fault.example', (ARRAY['lv', 'en', 'et', 'lt'])[1 + n % 4], now() - n * interval '1 minute'
       FROM generate_series(1, $1) AS n`,
      [subscribers],
    );
    const headers = await adminHeaders(stack);
    const status = (id) => json(`${stack.http}/api/admin/newsletter/messages/${id}`, { headers });
    const isRecipient = (address) => /^reader\d+@fault\.example$/.test(address);
    const arrivedSoFar = () => stack.mail.messages.filter((message) => message.to.some(isRecipient)).length;

    const queuedAt = Date.now();
    const message = await json(`${stack.http}/api/admin/newsletter/messages`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ subject: 'Fault test: spring concerts', body: 'Tickets for the spring concerts are on sale.\n\nSee you there.' }),
      expect: 202,
    });
    say(`Message ${message.id} queued for ${message.recipients} recipients; waiting until about 30 % have arrived`);
    while (arrivedSoFar() < subscribers * 0.3) {
      if (Date.now() - queuedAt > 90_000) throw new Error(`only ${arrivedSoFar()} emails arrived within 90 s`);
      await sleep(20);
    }
    const victim = stack.workers[0];
    const killedAt = Date.now();
    await stopProcess(victim, 'SIGKILL');
    const sentBeforeKill = arrivedSoFar();
    const atKill = await status(message.id);
    say(`SIGKILLed worker 1 (pid ${victim.pid}) after ${sentBeforeKill} emails (message: ${atKill.status}, sent ${atKill.sent}); starting a new worker`);
    stack.startWorker();

    let finished;
    for (;;) {
      finished = await status(message.id);
      if (finished.status === 'done') break;
      if (Date.now() - killedAt > 150_000) throw new Error(`the message is still ${finished.status} 150 s after the kill: ${JSON.stringify(finished)}`);
      await sleep(250);
    }
    const recoverySeconds = (Date.now() - killedAt) / 1000;
    // Count only once nothing is left to send and no email has arrived for a while: a straggler would be in by then.
    const settled = await deliverySettled(stack);

    const perRecipient = new Map();
    for (let n = 1; n <= subscribers; n += 1) perRecipient.set(`reader${n}@fault.example`, 0);
    for (const { to } of stack.mail.messages) for (const address of to) if (perRecipient.has(address)) perRecipient.set(address, perRecipient.get(address) + 1);
    let arrived = 0;
    let lost = 0;
    let duplicates = 0;
    for (const count of perRecipient.values()) {
      if (count > 0) arrived += 1;
      else lost += 1;
      duplicates += Math.max(0, count - 1);
    }
    const outcomes = await sql(
      stack,
      `SELECT status, coalesce(error, '') AS error, count(*)::int AS n, array_agg(email ORDER BY position) AS emails
       FROM newsletter_deliveries WHERE message_id = $1 GROUP BY 1, 2 ORDER BY 1, 2`,
      [message.id],
    );
    const failedRows = outcomes.filter((row) => row.status === 'failed');
    const failedEmails = new Set(failedRows.flatMap((row) => row.emails));
    const lostEmails = [...perRecipient].filter(([, count]) => count === 0).map(([address]) => address);
    const lostButNotCountedFailed = lostEmails.filter((address) => !failedEmails.has(address)).length;
    const failedButArrived = [...failedEmails].filter((address) => perRecipient.get(address) > 0).length;
    const interrupted = outcomes.filter((row) => row.error === 'interrupted while sending').reduce((sum, row) => sum + row.n, 0);
    const allowed = kills * batchesInFlightPerWorker;
    const why =
      lost === 0
        ? 'none lost'
        : `${lost} lost: claimed by the killed worker while it talked to the mail server; ADR 0005 counts such a recipient failed ("interrupted while sending") instead of resending, so nobody can get two copies`;

    return report(
      'message-kill',
      {
        recipients: finished.recipients,
        'emails before the kill': sentBeforeKill,
        'kills': kills,
        'time to finish (kill → done, s)': recoverySeconds.toFixed(1),
        'recipients with an email (arrived)': arrived,
        'lost': lost,
        'why lost': why,
        'allowed (kills × batches in flight)': `${kills} × ${batchesInFlightPerWorker} = ${allowed}`,
        'interrupted sends (counted failed)': interrupted,
        'lost but not counted failed': lostButNotCountedFailed,
        'counted failed but arrived': failedButArrived,
        'delivery settled (drained, quiet)': settled,
        'duplicates': duplicates,
        'message counters sent / failed / skipped': `${finished.sent} / ${finished.failed} / ${finished.recipients - finished.sent - finished.failed}`,
        'delivery rows': Object.fromEntries(outcomes.map((row) => [`${row.status}${row.error ? ` (${row.error})` : ''}`, row.n])),
      },
      settled && finished.recipients === subscribers && duplicates === 0 && lost <= allowed && lostButNotCountedFailed === 0 && finished.sent === arrived - failedButArrived,
    );
  } finally {
    await stack.close();
  }
}
