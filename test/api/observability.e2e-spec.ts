import { createServer } from 'node:net';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { register, signIn, signedUpUser, STRONG_PASSWORD, tokenFromEmail, uniqueEmail } from './support/accounts.js';
import { eventually } from './support/eventually.js';
import { startTestStack, type TestStack } from './support/test-stack.js';

/** The value of one series in Prometheus text format, or 0 when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const wanted = Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`));
    if (wanted) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return 0;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('observability: metrics and logs', () => {
  let stack: TestStack;
  let workerMetricsPort: number;
  const scrape = async () => (await request(stack.http).get('/api/metrics').set('Authorization', `Bearer ${stack.metricsToken}`).expect(200)).text;
  const scrapeWorker = async () => {
    const response = await fetch(`http://127.0.0.1:${workerMetricsPort}/metrics`, { headers: { Authorization: `Bearer ${stack.metricsToken}` } });
    expect(response.status).toBe(200);
    return response.text();
  };

  beforeAll(async () => {
    workerMetricsPort = await freePort();
    stack = await startTestStack({
      queue: 'redis',
      env: { LOG_LEVEL: 'debug', WORKER_METRICS_PORT: String(workerMetricsPort) },
      mail: { rejectRecipients: /^bounce\./ },
    });
    const workerListening = () => fetch(`http://127.0.0.1:${workerMetricsPort}/metrics`).then(() => true, () => false);
    await eventually(workerListening, Boolean);
  }, 60_000);

  afterAll(async () => {
    await stack?.close();
  }, 30_000);

  it('refuses a scrape without the metrics token, translated, and leaks no figures', async () => {
    const anonymous = await request(stack.http).get('/api/metrics?lang=lv').expect(403);
    expect(anonymous.body).toEqual({ code: 'auth.forbidden', message: expect.any(String) });
    const wrong = await request(stack.http).get('/api/metrics').set('Authorization', `Bearer ${stack.opsToken}`).expect(403);
    expect(wrong.text).not.toContain('bte_');
    expect((await fetch(`http://127.0.0.1:${workerMetricsPort}/metrics`)).status).toBe(403);
  });

  it('counts requests in latency histograms labelled by route pattern, never by raw URL', async () => {
    const before = await scrape();
    const route = { method: 'GET', route: '/api/events/:id', status: '4xx' };
    const ids = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000003'];
    for (const id of ids) await request(stack.http).get(`/api/events/${id}`).expect(404);
    await request(stack.http).get('/api/no-such-route-7f3a').expect(404);

    const after = await scrape();
    expect(sample(after, 'bte_http_request_duration_seconds_count', route) - sample(before, 'bte_http_request_duration_seconds_count', route)).toBe(3);
    expect(sample(after, 'bte_http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(sample(after, 'bte_http_request_duration_seconds_count', route));
    expect(sample(after, 'bte_http_request_duration_seconds_count', { route: 'unmatched' })).toBeGreaterThanOrEqual(1);
    for (const raw of [...ids, 'no-such-route-7f3a']) expect(after).not.toContain(raw);
  });

  it('shows queue depths per state, dead-lettered failures, and job durations from the worker', async () => {
    for (const name of ['mail', 'maintenance']) expect(await scrape()).toMatch(new RegExp(`bte_queue_jobs\\{queue="${name}",state="failed"\\} \\d+`));
    expect(sample(await scrape(), 'bte_queue_backend_up')).toBe(1);

    // An address the mail server refuses for good: the job fails at once and stays in the failed list.
    await register(stack, uniqueEmail('bounce')).expect(202);
    const failed = await eventually(scrape, (text) => sample(text, 'bte_queue_jobs', { queue: 'mail', state: 'failed' }) === 1);
    expect(sample(failed, 'bte_queue_jobs', { queue: 'mail', state: 'failed' })).toBe(1);

    const email = uniqueEmail('metrics');
    await register(stack, email).expect(202);
    await stack.mail.waitFor((message) => message.to.includes(email), 20_000);
    const worker = await eventually(scrapeWorker, (text) => sample(text, 'bte_job_duration_seconds_count', { queue: 'mail', job: 'mail.send', outcome: 'completed' }) >= 1);
    expect(sample(worker, 'bte_job_duration_seconds_count', { queue: 'mail', job: 'mail.send', outcome: 'completed' })).toBeGreaterThanOrEqual(1);
    expect(sample(worker, 'bte_job_duration_seconds_count', { queue: 'mail', job: 'mail.send', outcome: 'failed' })).toBe(1);
    expect(sample(worker, 'bte_jobs_failed_total', { queue: 'mail', permanent: 'true' })).toBe(1);
  }, 60_000);

  it('reports the outbox lag while the worker is paused, and zero once it catches up', async () => {
    stack.worker.kill('SIGSTOP');
    try {
      await register(stack, uniqueEmail('lag')).expect(202);
      const waiting = await eventually(scrape, (text) => sample(text, 'bte_outbox_lag_seconds') >= 1.5);
      expect(sample(waiting, 'bte_outbox_pending')).toBeGreaterThanOrEqual(1);
      expect(sample(waiting, 'bte_outbox_lag_seconds')).toBeGreaterThanOrEqual(1.5);
    } finally {
      stack.worker.kill('SIGCONT');
    }
    const caughtUp = await eventually(scrape, (text) => sample(text, 'bte_outbox_pending') === 0);
    expect(sample(caughtUp, 'bte_outbox_lag_seconds')).toBe(0);
  }, 40_000);

  it('logs the user id of authenticated requests, and never passwords, tokens, cookies or card numbers', async () => {
    const user = await signedUpUser(stack, 'logs');
    await request(stack.http).get('/api/me').set('Authorization', `Bearer ${user.accessToken}`).set('X-Request-Id', 'log-test-request-01').expect(200);
    const refreshed = await request(stack.http).post('/api/auth/refresh').set('Cookie', user.refreshCookie).expect(200);
    await request(stack.http).post('/api/auth/password-reset-requests').send({ email: user.email }).expect(202);
    const resetMail = await stack.mail.waitFor((message) => message.to.includes(user.email) && message.text.includes('reset-password?token='), 20_000);
    const resetToken = tokenFromEmail(resetMail.text);
    const newPassword = 'Jura-krasts-Liepaja-2027';
    await request(stack.http).post('/api/auth/password-resets').send({ token: resetToken, newPassword }).expect(200);
    await signIn(stack, user.email, newPassword);
    const card = '4111 1111 1111 1111';
    await request(stack.http).post('/api/contact-messages').send({ name: 'Anna', email: user.email, message: `Mana karte ${card} netika pieņemta.` }).expect(201);
    await request(stack.http).post('/api/auth/login').send({ email: user.email, password: 'Wrong-password-999' }).expect(401);
    await stack.mail.waitFor((message) => message.text.includes('netika pieņemta'), 20_000);

    const logs = (await Promise.all([stack.logFiles.api, ...stack.logFiles.workers].map((file) => readFile(file, 'utf8')))).join('\n');
    // The worker's lines are there too (job id as request id), so their absence of secrets means something.
    expect(logs).toMatch(/"service":"worker","scope":"jobs","requestId":"job:[^"]+","msg":"job done","job":"mail.send"/);
    const requestLine = logs.split('\n').find((line) => line.includes('"requestId":"log-test-request-01"') && line.includes('"msg":"request"'));
    expect(requestLine && JSON.parse(requestLine)).toMatchObject({ userId: user.userId, path: '/api/me', status: 200 });

    const secrets = [STRONG_PASSWORD, newPassword, 'Wrong-password-999', user.accessToken, user.refreshCookie.split('=')[1], resetToken, card, '4111111111111111'];
    const refreshCookie = refreshed.headers['set-cookie']?.[0]?.split(';')[0]?.split('=')[1];
    if (refreshCookie) secrets.push(refreshCookie);
    for (const secret of secrets) expect({ secret, found: logs.includes(secret) }).toEqual({ secret, found: false });
  }, 60_000);
});
