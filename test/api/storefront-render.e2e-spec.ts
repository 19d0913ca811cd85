import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from './support/eventually.js';
import { startTestStack, type TestStack } from './support/test-stack.js';

const INDEX_HTML = '<!doctype html><html lang="en"><head><title>Baltic Ticket Exchange</title></head><body><div id="root"></div></body></html>';

// A stand-in for storefront/dist-server/entry-server.js: one page renders, one throws, one never finishes, one is
// left to the browser.
const ENTRY = `
export function isServerRenderedPath(pathname) { return pathname.startsWith('/en/'); }
export async function render({ url, cookieHeader, apiOrigin }) {
  if (url.startsWith('/en/broken')) throw new Error('the render exploded');
  if (url.startsWith('/en/slow')) return new Promise(() => {});
  if (url.startsWith('/en/browser')) return { rendered: false, reason: 'left to the browser' };
  return { rendered: true, status: 200, html: '<!doctype html><p>server: ' + url + ' ' + cookieHeader + ' ' + apiOrigin + '</p>' };
}
`;

/** The API's server render of storefront pages (ADR 0010): a render that fails or is slow gets the plain page. */
describe('server-rendered storefront pages', () => {
  let stack: TestStack;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'bte-ssr-'));
    await writeFile(join(dir, 'index.html'), INDEX_HTML);
    await writeFile(join(dir, 'entry-server.mjs'), ENTRY);
    stack = await startTestStack({
      queue: 'postgres',
      env: { STOREFRONT_DIR: dir, STOREFRONT_SERVER_ENTRY: join(dir, 'entry-server.mjs'), STOREFRONT_RENDER_TIMEOUT_MS: '300' },
    });
  }, 60_000);

  afterAll(async () => {
    await stack?.close();
    await rm(dir, { recursive: true, force: true });
  }, 30_000);

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${stack.http}${path}`, { headers });

  it('sends a rendered page compressed, private and not to be reused without asking', async () => {
    const response = await get('/en/events?q=x', { cookie: 'essential_cookies=true', 'accept-encoding': 'br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding, Cookie/);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    // The render is given the address with its query, the visitor's cookies and this API's loopback address.
    expect(await response.text()).toBe(`<!doctype html><p>server: /en/events?q=x essential_cookies=true ${stack.http}</p>`);
  });

  it('falls back to the plain index.html with 200 when the render throws, and says so in the log', async () => {
    const response = await get('/en/broken');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX_HTML);
    await eventually(
      () => readFile(stack.logFiles.api, 'utf8'),
      (log) => log.includes('Server render of /en/broken failed') && log.includes('the render exploded'),
    );
  });

  it('falls back to the plain index.html when the render takes longer than the bound', async () => {
    const started = Date.now();
    const response = await get('/en/slow');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX_HTML);
    expect(Date.now() - started).toBeLessThan(3000);
    await eventually(() => readFile(stack.logFiles.api, 'utf8'), (log) => log.includes('no answer within 300 ms'));
  });

  it.each(['/en/browser', '/en', '/lv/events', '/'])('serves the plain index.html for a page it does not render (%s)', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX_HTML);
  });
});
