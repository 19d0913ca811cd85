import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from './support/test-stack.js';

/** What a browser is told about the storefront, the back-office and the API: CSP, framing, HSTS over TLS, CORS. */
describe('security headers and CORS', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({ queue: 'postgres', env: { TRUST_PROXY: '1', CORS_ORIGINS: 'https://partner.example' } });
  }, 60_000);

  afterAll(async () => {
    await stack?.close();
  }, 30_000);

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${stack.http}${path}`, { headers, redirect: 'manual' });

  function directives(csp: string | null): Map<string, string[]> {
    return new Map((csp ?? '').split(';').map((part) => part.trim().split(/\s+/)).filter(([name]) => name).map(([name, ...values]) => [name, values]));
  }

  it.each(['/en', '/backoffice/'])('serves %s with a strict Content-Security-Policy that forbids framing', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('sends HSTS only on requests that came over TLS through the trusted proxy', async () => {
    expect((await get('/api/health')).headers.get('strict-transport-security')).toBeNull();
    expect((await get('/api/health', { 'X-Forwarded-Proto': 'https' })).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('lets only the configured origins call the API from a browser', async () => {
    const foreign = await get('/api/categories', { Origin: 'https://evil.example' });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const foreignPreflight = await fetch(`${stack.http}/api/auth/login`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(foreignPreflight.headers.get('access-control-allow-origin')).toBeNull();

    const partner = await get('/api/categories', { Origin: 'https://partner.example' });
    expect(partner.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(partner.headers.get('access-control-allow-credentials')).toBe('true');
    const preflight = await fetch(`${stack.http}/api/auth/login`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://partner.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://partner.example');
  });
});
