import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { createTestDatabase, type TestDatabase } from '../../backend/src/testing/test-database.js';
import { signedUpUser } from './support/accounts.js';
import { assembleProductionApp, imageNode, imageNodeVersion } from './support/production-app.js';
import { startTestStack, type TestStack } from './support/test-stack.js';

/**
 * The project runs on these machines' Node (every other test) and on the production image's: here the image's Node
 * (from the npm registry, cached in .data/image-node/) runs what the image holds (the production build and the
 * runtime install, outside the checkout, so a package missing from that install fails here as it would in the image)
 * against the machine's PostgreSQL and Redis.
 */
describe("the production build on the image's Node", () => {
  let node: string;
  let app: ReturnType<typeof assembleProductionApp>;
  let database: TestDatabase;
  let stack: TestStack;
  let migration: ReturnType<typeof spawnSync>;

  beforeAll(async () => {
    node = imageNode();
    app = assembleProductionApp();
    database = await createTestDatabase({ migrate: false });
    // The image's migrate step, as compose runs it.
    migration = spawnSync(node, [join(app.dir, 'backend/dist/migrate.js')], { env: { PATH: process.env.PATH, DATABASE_URL: database.url, NODE_ENV: 'test' }, encoding: 'utf8' });
    stack = await startTestStack({ queue: 'redis', database, node, appRoot: app.dir, env: { WORKER_METRICS_PORT: String(await freePort()) } });
  }, 300_000);

  afterAll(async () => {
    await stack?.close();
    app?.remove();
  }, 30_000);

  it("is the Dockerfile's Node version, not this machine's, and nothing of the checkout's node_modules is in reach", () => {
    expect(execFileSync(node, ['--version'], { encoding: 'utf8' }).trim()).toBe(`v${imageNodeVersion()}`);
    expect(process.version).not.toBe(`v${imageNodeVersion()}`);
    for (let folder = app.dir; folder !== dirname(folder); folder = dirname(folder)) {
      if (folder !== app.dir) expect({ folder, nodeModules: existsSync(join(folder, 'node_modules')) }).toEqual({ folder, nodeModules: false });
    }
    expect(existsSync(join(app.dir, 'backend/dist/launcher'))).toBe(false);
  });

  it('migrates a new database', () => {
    expect({ status: migration.status, stderr: migration.stderr }).toEqual({ status: 0, stderr: expect.any(String) });
    expect(migration.stdout).toMatch(/"msg":"migrations applied"/);
  });

  it('serves the API, and the worker mails: a buyer signs up (argon2), confirms the emailed link and signs in', async () => {
    const metrics = await request(stack.http).get('/api/metrics').set('Authorization', `Bearer ${stack.metricsToken}`).expect(200);
    expect(metrics.text).toContain(`bte_nodejs_version_info{version="v${imageNodeVersion()}"`);
    const buyer = await signedUpUser(stack, 'image-node');
    const me = await request(stack.http).get('/api/me').set('Authorization', `Bearer ${buyer.accessToken}`).expect(200);
    expect(me.body.email).toBe(buyer.email);
  }, 60_000);

  it("processes images with sharp's prebuilt libvips from the runtime install: a profile picture becomes a 256 × 256 WebP", async () => {
    const user = await signedUpUser(stack, 'image-node-avatar');
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const uploaded = await request(stack.http).put('/api/me/avatar').set('Authorization', `Bearer ${user.accessToken}`).attach('file', png, { filename: 'me.png', contentType: 'image/png' }).expect(200);
    const served = await request(stack.http).get(uploaded.body.avatarUrl).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const picture = served.body as Buffer;
    // RIFF....WEBPVP8: a WebP, 256 × 256 in its VP8 frame header.
    expect(picture.toString('latin1', 0, 4) + picture.toString('latin1', 8, 12)).toBe('RIFFWEBP');
    expect(await sharp(picture).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
  }, 60_000);

  it('renders the public storefront pages on the server from the bundle, with no front-end library installed', async () => {
    const page = await fetch(`${stack.http}/en/events`);
    expect(page.status).toBe(200);
    // The page's own markup inside the root element, which the browser only hydrates.
    const root = /<div id="root" data-hydrate="[^"]+"[^>]*>(.*?)<\/main>/s.exec(await page.text())?.[1] ?? 'no server-rendered root';
    expect(root).toMatch(/<h1[^>]*>Events<\/h1>/);
    expect((await fetch(`${stack.http}/backoffice/`)).status).toBe(200);
  });

  it("answers the image's health probes: the API alive and ready, the worker's metrics port", () => {
    const probe = (...args: string[]) => spawnSync(node, [join(app.dir, 'backend/dist/healthcheck.js'), ...args], { env: { ...stack.env }, encoding: 'utf8' });
    for (const args of [[], ['ready'], ['worker']]) expect({ args, status: probe(...args).status }).toEqual({ args, status: 0 });
    const elsewhere = spawnSync(node, [join(app.dir, 'backend/dist/healthcheck.js')], { env: { ...stack.env, PORT: '1' }, encoding: 'utf8' });
    expect(elsewhere.status).toBe(1);
    expect(elsewhere.stderr).toMatch(/^unhealthy: http:\/\/127\.0\.0\.1:1\/api\/health did not answer/);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}
