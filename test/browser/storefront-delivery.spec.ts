import { expect, test } from '@playwright/test';

// How the storefront's code reaches the browser: compressed copies written at build time, cached for a year, and
// the dialogs' and forms' code left out of the first page until it is used.

test('scripts arrive Brotli-compressed and immutable; dialogs, dropdown and toasts load only when used', async ({ page }) => {
  const scripts: { path: string; size: number; encoding?: string; cache?: string }[] = [];
  // Reading a body takes its own round trip to the browser: every read is awaited before the scripts are counted.
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const headers = response.headers();
    reading.push(
      response.body().then((body) => {
        scripts.push({ path: new URL(response.url()).pathname, size: body.length, encoding: headers['content-encoding'], cache: headers['cache-control'] });
      }),
    );
  });
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page's code is fetched once the page is painted (ADR 0010), which on a busy machine can come after half a
  // second without requests, what Playwright calls network idle: wait for the page to be interactive first.
  await expect(page.locator('html[data-interactive]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  await Promise.all(reading);

  // Files under 1 kB are not worth a compressed copy.
  const large = scripts.filter((script) => script.size >= 1024);
  expect(large.length).toBeGreaterThan(3);
  for (const script of large) {
    expect(script.encoding, script.path).toBe('br');
    expect(script.cache, script.path).toContain('immutable');
  }
  const firstLoad = scripts.map((script) => script.path).join(' ');
  for (const lazy of ['auth-dialog', 'language-menu', 'cookie-preferences-dialog', 'user-menu', 'newsletter-form', 'mobile-nav-sheet']) {
    expect(firstLoad).not.toContain(lazy);
  }

  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await Promise.all(reading);
  expect(scripts.some((script) => script.path.includes('auth-dialog'))).toBe(true);
});

test('a client that accepts no compression gets the plain file', async ({ request, page }) => {
  let scriptPath = '';
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().includes('/assets/react-')) scriptPath = new URL(response.url()).pathname;
  });
  await page.goto('/en');
  await expect.poll(() => scriptPath).not.toBe('');
  const plain = await request.get(scriptPath, { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect((await plain.text()).length).toBeGreaterThan(100_000);
  const gzip = await request.get(scriptPath, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
});
