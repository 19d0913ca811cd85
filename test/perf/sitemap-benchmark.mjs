// The sitemap with 100,000 upcoming events (issue 25): how long the API takes to generate /sitemap.xml (an index)
// and every file it names, uncached and then cached, the bytes, the API process's memory (RSS) before and after, and
// whether every file keeps to the protocol's limits (50,000 URLs, 50 MB) and validates against its schemas (sitemaps.org's
// sitemap.xsd and siteindex.xsd, with the xhtml:link alternates). Prints; asserts nothing.
// Usage: npm run build -w backend && node test/perf/sitemap-benchmark.mjs   (EVENTS=… to change the count)
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { sitemapSchemaErrors } from '../support/sitemap-schema.mjs';
import { baseEnv, freshDatabase, processCpuMs, startProcess, stop, waitForHttp } from './stack.mjs';

const PORT = Number(process.env.FIGURES_PORT ?? 3906);
const EVENTS = Number(process.env.EVENTS ?? 100_000);
const base = `http://127.0.0.1:${PORT}`;

const rssMb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
};

const database = await freshDatabase('bte_perf_sitemap');
try {
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const started = performance.now();
  await db.query(
    `INSERT INTO events (category_id, title, venue, city, starts_at)
     SELECT (SELECT id FROM categories WHERE status = 'active' ORDER BY priority OFFSET (g % 9) LIMIT 1), 'Pasākums ' || g, 'Arēna Rīga', 'Rīga',
            now() + make_interval(hours => 1 + g % 8000)
     FROM generate_series(1, ${EVENTS}) g`,
  );
  const { rows } = await db.query(`SELECT count(*)::int AS n FROM events e JOIN categories c ON c.id = e.category_id WHERE e.status = 'scheduled' AND e.starts_at >= now() AND c.status = 'active'`);
  await db.end();
  console.log(`${rows[0].n} upcoming events inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const api = startProcess('main.js', baseEnv(database.url, PORT));
  try {
    await waitForHttp(`${base}/api/health`);
    const rssBefore = rssMb(api.pid);
    const fetchAll = async () => {
      const cpuBefore = processCpuMs(api.pid);
      const begun = performance.now();
      const index = await (await fetch(`${base}/sitemap.xml`)).text();
      const files = [...index.matchAll(/<loc>([^<]+\/sitemaps\/[^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
      let bytes = Buffer.byteLength(index);
      let urls = 0;
      let largest = { urls: 0, bytes: 0 };
      let peakRss = rssMb(api.pid);
      for (const file of files) {
        const response = await fetch(`${base}${file}`);
        if (response.status !== 200) throw new Error(`${file}: ${response.status}`);
        const xml = await response.text();
        const count = (xml.match(/<url>/g) ?? []).length;
        urls += count;
        bytes += Buffer.byteLength(xml);
        if (count > largest.urls) largest = { urls: count, bytes: Buffer.byteLength(xml) };
        peakRss = Math.max(peakRss, rssMb(api.pid));
      }
      return { ms: performance.now() - begun, cpuMs: processCpuMs(api.pid) - cpuBefore, files: files.length, urls, bytes, largest, peakRss };
    };
    const cold = await fetchAll();
    const warm = await fetchAll();
    // Validated after the timings, over the cached files, so libxml2's work is not counted as the API's.
    const validationStarted = performance.now();
    const index = await (await fetch(`${base}/sitemap.xml`)).text();
    const invalid = [];
    for (const path of ['/sitemap.xml', ...[...index.matchAll(/<loc>([^<]+\/sitemaps\/[^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)]) {
      const errors = await sitemapSchemaErrors(await (await fetch(`${base}${path}`)).text());
      if (errors.length > 0) invalid.push(`${path}: ${errors.slice(0, 3).join('; ')}`);
    }
    const validationSeconds = ((performance.now() - validationStarted) / 1000).toFixed(1);
    const gzipped = await fetch(`${base}/sitemaps/events-1.xml`, { headers: { 'accept-encoding': 'gzip' } });
    const gzipBytes = Number(gzipped.headers.get('content-length') ?? (await gzipped.arrayBuffer()).byteLength);
    const mb = (value) => (value / 1024 / 1024).toFixed(1);
    console.log(`sitemap index + ${cold.files} files, ${cold.urls} URLs (${EVENTS} events and the pages, four languages), ${mb(cold.bytes)} MB of XML`);
    console.log(`  largest file: ${cold.largest.urls} URLs, ${mb(cold.largest.bytes)} MB (limits 50,000 and 50 MB); events-1.xml gzipped ${(gzipBytes / 1024).toFixed(0)} kB`);
    console.log(`  uncached: ${(cold.ms / 1000).toFixed(2)} s for all files over HTTP, API CPU ${(cold.cpuMs / 1000).toFixed(2)} s`);
    console.log(`  cached:   ${(warm.ms / 1000).toFixed(2)} s for all files over HTTP, API CPU ${(warm.cpuMs / 1000).toFixed(2)} s`);
    console.log(
      invalid.length === 0
        ? `  schema: the index and all ${cold.files} files valid (sitemap.xsd, siteindex.xsd, xhtml:link), checked in ${validationSeconds} s`
        : `  schema: ${invalid.length} INVALID files\n    ${invalid.join('\n    ')}`,
    );
    console.log(`  API RSS: ${rssBefore.toFixed(0)} MB before, peak ${cold.peakRss.toFixed(0)} MB while generating, ${rssMb(api.pid).toFixed(0)} MB with all files cached`);
  } finally {
    await stop(api);
  }
} finally {
  await database.drop();
}
