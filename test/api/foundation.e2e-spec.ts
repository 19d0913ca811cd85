import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestStack, type QueueBackend, type TestStack } from './support/test-stack.js';

describe.each<QueueBackend>(['redis', 'postgres'])('foundation, with BullMQ on %s', (queue) => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({ queue });
  }, 60_000);

  afterAll(async () => {
    await stack?.close();
  }, 30_000);

  it('reports itself alive', async () => {
    const response = await request(stack.http).get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'up' });
  });

  it('reports every dependency up when ready', async () => {
    const response = await request(stack.http).get('/api/health/ready').expect(200);
    expect(response.body.status).toBe('up');
    expect(response.body.queueBackend).toBe(queue);
    for (const name of ['database', 'queue', 'storage', 'mail']) {
      expect(response.body.checks[name].status).toBe('up');
    }
  });

  it('answers an unknown API route with the error shape, translated by ?lang= and Accept-Language', async () => {
    const english = await request(stack.http).get('/api/no-such-thing').expect(404);
    expect(english.body).toEqual({ code: 'request.not_found', message: 'Not found.' });

    const latvian = await request(stack.http).get('/api/no-such-thing?lang=lv').expect(404);
    expect(latvian.body.message).toBe('Nav atrasts.');

    const lithuanian = await request(stack.http).get('/api/no-such-thing').set('Accept-Language', 'lt-LT,lt;q=0.9,en;q=0.5').expect(404);
    expect(lithuanian.body.message).toBe('Nerasta.');

    const estonian = await request(stack.http).get('/api/no-such-thing?lang=ee').expect(404);
    expect(estonian.body.message).toBe('Ei leitud.');
  });

  it('refuses operator endpoints without the operator token, in the asked language', async () => {
    const response = await request(stack.http).post('/api/system/test-email?lang=et').expect(403);
    expect(response.body).toEqual({ code: 'auth.forbidden', message: 'Teil ei ole selleks õigust.' });
  });

  it('answers malformed JSON with 400 and no internals', async () => {
    const response = await request(stack.http)
      .post('/api/system/test-email')
      .set('Authorization', `Bearer ${stack.opsToken}`)
      .set('Content-Type', 'application/json')
      .send('{"broken": ')
      .expect(400);
    expect(response.body.code).toBe('request.invalid');
    expect(JSON.stringify(response.body)).not.toMatch(/at \w+ \(|SyntaxError|node_modules/);
  });

  it('carries a mail job from the API through the queue and the worker to SMTP, in the asked language', async () => {
    await request(stack.http)
      .post('/api/system/test-email?lang=lv')
      .set('Authorization', `Bearer ${stack.opsToken}`)
      .expect(202, { recipient: 'support@test.example' });

    const email = await stack.mail.waitFor((message) => message.to.includes('support@test.example'), 20_000);
    expect(email.subject).toBe('Baltic Ticket Exchange: e-pasta piegādes pārbaude');
    expect(email.html).toContain('lang="lv"');
    expect(email.text).toContain('E-pasta piegāde darbojas');
  }, 30_000);

  it('tags every response with a request id and security headers', async () => {
    const response = await request(stack.http).get('/api/health').set('X-Request-Id', 'test-request-0001').expect(200);
    expect(response.headers['x-request-id']).toBe('test-request-0001');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('publishes its OpenAPI document', async () => {
    const response = await request(stack.http).get('/api/docs-json').expect(200);
    expect(response.body.openapi).toMatch(/^3\./);
    expect(Object.keys(response.body.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/health/ready', '/api/system/test-email']));
  });
});
