// A subscriber export large enough to take seconds; the worker is SIGKILLed while it streams rows and a new worker
// is started (as a supervisor would). BullMQ hands the stalled job to the new worker after the bulk queue's 15 s lock;
// the export starts over (storage writes are atomic), so the file downloaded at the end must be whole: BOM, header,
// one line per subscriber, every email exactly once (ADR 0005).
import { adminHeaders, json, report, say, sleep, sql, startStack, stopProcess } from '../lib.mjs';

export const description = 'Worker SIGKILLed while a subscriber export streams rows: the export restarts and the CSV is complete';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const HEADER = '"Email","Language","Joined"';

export async function run() {
  const subscribers = Number(process.env.SUBSCRIBERS ?? 1_500_000);
  // Killed once the export has written at least this share of the rows (progress is reported every 500 ms).
  const killAtPercent = Number(process.env.KILL_AT_PERCENT ?? 20);
  const stack = await startStack({ name: 'export-kill', workers: 1, admin: true });
  try {
    const insertStarted = Date.now();
    await sql(
      stack,
      `INSERT INTO newsletter_subscribers (email, language, created_at)
       SELECT 'sub' || n || '@fault.example', (ARRAY['lv', 'en', 'et', 'lt'])[1 + n % 4], timestamptz '2026-01-01 00:00:00+02' + n * interval '1 second'
       FROM generate_series(1, $1) AS n`,
      [subscribers],
    );
    say(`${subscribers} subscribers inserted in ${((Date.now() - insertStarted) / 1000).toFixed(1)} s`);
    const headers = await adminHeaders(stack);
    const status = (id) => json(`${stack.http}/api/admin/exports/${id}`, { headers });

    const requested = Date.now();
    const { id } = await json(`${stack.http}/api/admin/exports`, { method: 'POST', headers, body: JSON.stringify({ resource: 'subscribers' }), expect: 202 });
    say(`Export ${id} requested; waiting until it reports streaming rows (running, progress ≥ ${killAtPercent} %)`);
    let atKill;
    const seen = []; // [seconds after the request, status, progress] at each change
    for (;;) {
      atKill = await status(id);
      const last = seen.at(-1);
      if (!last || last[1] !== atKill.status || last[2] !== atKill.progress) seen.push([((Date.now() - requested) / 1000).toFixed(1), atKill.status, atKill.progress]);
      if (atKill.status === 'running' && atKill.progress >= Math.max(1, killAtPercent)) break;
      if (atKill.status === 'done' || atKill.status === 'failed') throw new Error(`the export ended (${atKill.status}) before it could be interrupted (seen: ${JSON.stringify(seen)}): use more SUBSCRIBERS or a lower KILL_AT_PERCENT`);
      if (Date.now() - requested > 60_000) throw new Error(`the export did not start streaming within 60 s: ${JSON.stringify(atKill)}`);
      await sleep(100);
    }
    const victim = stack.workers[0];
    say(`SIGKILL worker 1 (pid ${victim.pid}) at progress ${atKill.progress} %, ${((Date.now() - requested) / 1000).toFixed(1)} s after the request`);
    const killedAt = Date.now();
    await stopProcess(victim, 'SIGKILL');
    const afterKill = await status(id);
    const downloadWhileBroken = (await fetch(`${stack.http}/api/admin/exports/${id}/download`, { headers })).status;
    say(`After the kill: status ${afterKill.status}, progress ${afterKill.progress} %, download answers ${downloadWhileBroken}; starting a new worker`);
    stack.startWorker();

    let finished;
    for (;;) {
      finished = await status(id);
      if (finished.status === 'done' || finished.status === 'failed') break;
      if (Date.now() - killedAt > 150_000) throw new Error(`the export is still ${finished.status} 150 s after the kill`);
      await sleep(250);
    }
    const recoverySeconds = (Date.now() - killedAt) / 1000;
    say(`Export ${finished.status} ${recoverySeconds.toFixed(1)} s after the kill (rowCount ${finished.rowCount})`);

    const [{ seconds: rerunSeconds }] = await sql(stack, 'SELECT extract(epoch FROM finished_at - started_at)::float AS seconds FROM data_exports WHERE id = $1', [id]);
    const download = await fetch(`${stack.http}/api/admin/exports/${id}/download`, { headers });
    const file = Buffer.from(await download.arrayBuffer());
    const hasBom = file.subarray(0, 3).equals(BOM);
    const text = file.subarray(hasBom ? 3 : 0).toString('utf8');
    const lines = text.split('\r\n');
    const endsWithNewline = lines.at(-1) === '';
    if (endsWithNewline) lines.pop();
    const counts = new Map();
    let malformed = 0;
    for (const line of lines.slice(1)) {
      const match = /^"([^"]+)","(lv|en|ee|lt)","\d{2}\.\d{2}\.2026"$/.exec(line);
      if (!match) malformed += 1;
      else counts.set(match[1], (counts.get(match[1]) ?? 0) + 1);
    }
    let missing = 0;
    for (let n = 1; n <= subscribers; n += 1) if (!counts.has(`sub${n}@fault.example`)) missing += 1;
    let duplicated = 0;
    for (const count of counts.values()) duplicated += count - 1;
    const strangers = [...counts.keys()].filter((email) => !/^sub\d+@fault\.example$/.test(email) || Number(email.slice(3, email.indexOf('@'))) > subscribers).length;

    return report(
      'export-kill',
      {
        subscribers,
        'progress at the kill (%)': atKill.progress,
        'status / download right after the kill': `${afterKill.status} / ${downloadWhileBroken}`,
        'time to recover (kill → done, s)': recoverySeconds.toFixed(1),
        'the restarted export itself took (s)': rerunSeconds.toFixed(1),
        'final status / rowCount': `${finished.status} / ${finished.rowCount}`,
        'download status, bytes': `${download.status}, ${file.length}`,
        'BOM / header / CRLF at the end': `${hasBom} / ${lines[0] === HEADER} / ${endsWithNewline}`,
        'lines in the file (header included)': lines.length,
        'malformed lines': malformed,
        'emails missing': missing,
        'emails duplicated': duplicated,
        'unexpected emails': strangers,
      },
      finished.status === 'done' &&
        finished.rowCount === subscribers &&
        download.status === 200 &&
        downloadWhileBroken === 409 &&
        hasBom &&
        lines[0] === HEADER &&
        endsWithNewline &&
        lines.length === subscribers + 1 &&
        malformed === 0 &&
        missing === 0 &&
        duplicated === 0 &&
        strangers === 0,
    );
  } finally {
    await stack.close();
  }
}
