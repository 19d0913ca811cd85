// Lighthouse (mobile emulation, Debian's Chromium) SEO, best practices, performance and LCP on home, a category and
// an event page (issue 25), with the audits that did not pass. The measured event and its category are given a
// picture through the staff API first (ADR 0039), as staff would, so that the pages measured carry their images.
// Prints; asserts nothing.
// Usage: npm run build -w backend && npm run build -w storefront && node test/perf/discovery-figures.mjs
import pg from 'pg';
import sharp from 'sharp';
import { describeRuns, lighthouseRuns } from './lighthouse.mjs';
import { baseEnv, freshDatabase, startProcess, stop, waitForHttp } from './stack.mjs';

const PORT = Number(process.env.FIGURES_PORT ?? 3907);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
// The stack's PUBLIC_URL is https://localhost:<port> (production wants https; the stack stands behind a TLS proxy):
// pages are read at the same host, so canonical addresses and alternates point at this site.
const base = `http://localhost:${PORT}`;
const loopback = `http://127.0.0.1:${PORT}`; // Node's fetch tries ::1 for localhost; the API listens on IPv4

const database = await freshDatabase('bte_perf_discovery');
const api = startProcess('main.js', baseEnv(database.url, PORT));
try {
  await waitForHttp(`${loopback}/api/health`);
  const events = await (await fetch(`${loopback}/api/events?category=koncerti&pageSize=1`)).json();
  await givePictures(events.items[0].id, events.items[0].category.id);
  const pages = ['/lv', '/lv/events/koncerti', `/lv/events/koncerti/${events.items[0].id}`];
  for (const path of pages) {
    const runs = await lighthouseRuns(`${base}${path}`, { runs: LIGHTHOUSE_RUNS, chrome: CHROME });
    console.log(`Lighthouse ${LIGHTHOUSE_RUNS}× on ${path} (mobile emulation, simulated slow 4G and 4× CPU slowdown):`);
    for (const [index, run] of runs.entries()) {
      console.log(
        `  run ${index + 1}: SEO ${run.seo}, best practices ${run.bestPractices}, performance ${run.performance}, accessibility ${run.accessibility}; LCP ${(run.lcp / 1000).toFixed(2)} s, CLS ${run.cls.toFixed(3)}`,
      );
      const failed = [...run.failedSeo.map((id) => `seo:${id}`), ...run.failedBestPractices.map((id) => `best-practices:${id}`)];
      if (failed.length) console.log(`    not passed: ${failed.join(', ')}`);
    }
    console.log(describeRuns(runs));
  }
} finally {
  await stop(api);
  await database.drop();
}

/** A staff member uploads a 2400 × 1600 photo-like JPEG (soft shapes, a little grain) to the event and its category. */
async function givePictures(eventId, categoryId) {
  const { Argon2PasswordHasher } = await import('../../backend/dist/identity/adapters/security/argon2-password-hasher.js');
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const password = 'discovery-figures-staff';
  await db.query(`INSERT INTO users (email, password_hash, first_name, last_name, email_verified_at) VALUES ('staff@figures.lv', $1, 'Staff', 'Member', now())`, [
    await new Argon2PasswordHasher().hash(password),
  ]);
  await db.query(`INSERT INTO admin_users (email, user_id) SELECT email, id FROM users WHERE email = 'staff@figures.lv'`);
  await db.end();
  const login = await fetch(`${loopback}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'staff@figures.lv', password }) });
  const { accessToken } = await login.json();
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600"><defs><radialGradient id="a"><stop offset="0" stop-color="#f7c948"/><stop offset="1" stop-color="#f7c948" stop-opacity="0"/></radialGradient></defs>
    <rect width="2400" height="1600" fill="#1d2b53"/><circle cx="1700" cy="500" r="700" fill="url(#a)"/><ellipse cx="800" cy="1500" rx="1200" ry="380" fill="#7e2553"/></svg>`;
  const photo = await sharp(Buffer.from(scene)).composite([{ input: await sharp({ create: { width: 2400, height: 1600, channels: 4, noise: { type: 'gaussian', mean: 128, sigma: 18 } } }).png().toBuffer(), blend: 'overlay' }]).jpeg({ quality: 85 }).toBuffer();
  for (const path of [`/api/admin/events/${eventId}/image`, `/api/admin/categories/${categoryId}/image`]) {
    const form = new FormData();
    form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
    const answer = await fetch(`${loopback}${path}`, { method: 'PUT', headers: { Authorization: `Bearer ${accessToken}` }, body: form });
    if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  }
  console.log(`The event and its category have a picture (a ${(photo.length / 1024).toFixed(0)} kB 2400 × 1600 JPEG).`);
}
