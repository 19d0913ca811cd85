import { expect, test, type Page } from '@playwright/test';
import { confirmedAccount, PASSWORD } from './support/market.js';
import { screenshot } from './support/storefront.js';

// Nothing fixed on screen may hide what it covers for good (issue 20): with the cookie banner open, every form's
// Send and the footer's last link can be scrolled clear of it and clicked, at phone and desktop width.

const WIDTHS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
];

/** Every form's submit button and the footer's last link: clickable, not under the banner (a trial click checks). */
async function expectEveryLastControlReachable(page: Page, where: string): Promise<number> {
  await expect(page.getByTestId('cookie-banner')).toBeVisible();
  const controls = [...(await page.locator('main form button[type="submit"]').all()), page.locator('footer a').last()];
  for (const control of controls) {
    if (!(await control.isVisible())) continue;
    const name = (await control.textContent())?.trim();
    // Scroll so that the control's bottom sits just above the banner, as far as the page lets one scroll. Long lists
    // lay out cards only near the viewport (content-visibility), so the page's height settles after a scroll: like a
    // person, scroll again until the control stays put.
    let box = (await control.boundingBox())!;
    let banner = (await page.getByTestId('cookie-banner').boundingBox())!;
    for (let attempt = 0; attempt < 5; attempt++) {
      await control.evaluate(async (element) => {
        const bannerTop = document.querySelector('[data-testid="cookie-banner"]')!.getBoundingClientRect().top;
        const bottom = element.getBoundingClientRect().bottom + window.scrollY;
        window.scrollTo({ top: bottom - bannerTop + 8, behavior: 'instant' });
        await new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled)));
      });
      box = (await control.boundingBox())!;
      banner = (await page.getByTestId('cookie-banner').boundingBox())!;
      if (box.y >= 0 && box.y + box.height <= banner.y) break;
    }
    expect(box.y >= 0 && box.y + box.height <= banner.y, `${where}: "${name}" at ${JSON.stringify(box)} cannot be scrolled clear of the banner at ${JSON.stringify(banner)}`).toBe(true);
    // Nothing else covers it either: a click there would reach it.
    await control.click({ trial: true, noWaitAfter: true, timeout: 5_000 });
  }
  return controls.length;
}

for (const viewport of WIDTHS) {
  test(`with the cookie banner open, every form's Send and the last footer link can be reached (${viewport.width} px)`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    for (const path of ['/en', '/en/contact', '/lv/contact', '/en/reset-password', '/en/tickets', '/en/events', '/en/privacy-policy']) {
      await page.goto(path);
      await expectEveryLastControlReachable(page, path);
    }
    await page.goto('/en/contact');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await screenshot(page, `fixed-overlays-contact-bottom-${viewport.width}`);

    // Signed in, the profile's edit forms too (the banner stays until answered).
    const account = await confirmedAccount(request, 'banner', 'en');
    await page.addInitScript(() => window.localStorage.setItem('hasSession', '1'));
    expect((await page.request.post('/api/auth/login', { data: { email: account.email, password: PASSWORD } })).ok()).toBe(true);
    await page.goto(`/en/profile/${account.id}/account`);
    await page.getByRole('button', { name: 'Edit' }).click();
    expect(await expectEveryLastControlReachable(page, 'profile edit')).toBeGreaterThanOrEqual(3);
    await page.goto(`/en/profile/${account.id}/settings`);
    await expectEveryLastControlReachable(page, 'settings');
    await page.getByRole('button', { name: 'Delete my account' }).click({ trial: true });
  });
}
