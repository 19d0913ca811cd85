import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const screenshotDir = fileURLToPath(new URL('../../../test-results/screenshots/', import.meta.url));
mkdirSync(screenshotDir, { recursive: true });

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${screenshotDir}${name}.png`, fullPage: true });
}

/** Answers the cookie banner before any page script runs, for journeys about something else. */
export async function skipCookieBanner(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.cookie = 'essential_cookies=true; path=/';
  });
}

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@browser-test.example`;
}

/** The day after today as the storefront shows dates: dd.MM.yyyy. */
export function tomorrowDotted(): string {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}
