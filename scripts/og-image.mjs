// Draws the site's own link preview picture, storefront/public/og-default.jpg (1200 × 630, what chat apps and
// social networks show for a page without a picture of its own): `node scripts/og-image.mjs`. Uses the Chromium the
// browser tests use (CHROMIUM_PATH, default /usr/bin/chromium).
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';

const root = resolve(import.meta.dirname, '..');
const logo = await readFile(resolve(root, 'storefront/public/favicon.svg'), 'utf8');
const html = `<!doctype html><html><head><meta charset="utf-8"><style>
  body { margin: 0; width: 1200px; height: 630px; display: flex; flex-direction: column; justify-content: center; gap: 28px;
         padding: 0 96px; box-sizing: border-box; background: linear-gradient(135deg, #9e3039 0%, #6f1f27 100%); color: #fff;
         font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; }
  .brand { display: flex; align-items: center; gap: 28px; }
  .brand svg { width: 120px; height: 120px; background: #fff; border-radius: 28px; padding: 14px; box-sizing: border-box; }
  h1 { margin: 0; font-size: 72px; line-height: 1.05; font-weight: 800; letter-spacing: -1px; }
  p { margin: 0; font-size: 36px; opacity: 0.92; }
  .countries { font-size: 30px; font-weight: 700; letter-spacing: 6px; opacity: 0.85; }
</style></head><body>
  <div class="brand">${logo}<h1>Baltic Ticket<br>Exchange</h1></div>
  <p>Buy and sell event tickets safely</p>
  <div class="countries">LATVIJA · LIETUVA · EESTI</div>
</body></html>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: resolve(root, 'storefront/public/og-default.jpg'), type: 'jpeg', quality: 88 });
await browser.close();
