import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { Logger } from '@nestjs/common';
import express, { type Request, type Response, type Router } from 'express';
import type { CatalogSitemapSource } from '../../application/ports/catalog-sitemap.js';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** The storefront's languages: the path segment and the hreflang code ("/ee" is Estonian, "et"). */
const LANGUAGES = [
  { path: 'lv', hreflang: 'lv' },
  { path: 'en', hreflang: 'en' },
  { path: 'ee', hreflang: 'et' },
  { path: 'lt', hreflang: 'lt' },
] as const;
const DEFAULT_LANGUAGE = 'en';

/**
 * URLs per sitemap file. The protocol allows 50,000 and 50 MB; an entry with its five alternates is about 800 bytes,
 * so 10,000 keep a file near 8 MB (0.4 MB compressed) and quick to generate.
 */
export const URLS_PER_SITEMAP = 10_000;
const EVENTS_PER_SITEMAP = URLS_PER_SITEMAP / LANGUAGES.length;

/** Public pages of every language: the path after the language, and whether its content follows the catalogue. */
const PAGES = [
  { path: '', followsCatalogue: true },
  { path: '/events', followsCatalogue: true },
  { path: '/tickets', followsCatalogue: true },
  { path: '/about-us', followsCatalogue: false },
  { path: '/contact', followsCatalogue: false },
  { path: '/privacy-policy', followsCatalogue: false },
  { path: '/terms-of-use', followsCatalogue: false },
];

export interface DiscoveryOptions {
  source: CatalogSitemapSource;
  /** The site's public address (PUBLIC_URL). */
  publicUrl: string;
  /** When the storefront was built: the last change of the pages whose text ships with it. */
  builtAt: Date;
  /** How long a generated sitemap is served before it is generated again. */
  cacheMs: number;
  now?: () => Date;
}

/** Kept compressed only: 100,000 events make 40 files of about 8 MB of XML, 0.4 MB each gzipped. */
interface Generated {
  gzipped: Buffer;
  etag: string;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** One <url> per language for a page, each naming all four and x-default as alternates. */
function urlEntries(origin: string, rest: string, lastModified: Date): string {
  const href = (language: string) => escapeXml(`${origin}/${language}${rest}`);
  const alternates =
    LANGUAGES.map((language) => `<xhtml:link rel="alternate" hreflang="${language.hreflang}" href="${href(language.path)}"/>`).join('') +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${href(DEFAULT_LANGUAGE)}"/>`;
  const lastmod = lastModified.toISOString();
  return LANGUAGES.map((language) => `<url><loc>${href(language.path)}</loc><lastmod>${lastmod}</lastmod>${alternates}</url>\n`).join('');
}

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = '</urlset>\n';

/**
 * /robots.txt and /sitemap.xml (issue 25): generated from the catalogue and kept for `cacheMs`. A small catalogue
 * gets one sitemap; past URLS_PER_SITEMAP the sitemap is an index of /sitemaps/pages.xml and
 * /sitemaps/events-N.xml.
 */
export function discoveryFiles(options: DiscoveryOptions): Router {
  const origin = new URL(options.publicUrl).origin;
  const now = options.now ?? (() => new Date());
  const logger = new Logger('sitemap');
  const cache = new Map<string, Promise<Generated>>();
  const router = express.Router();

  const pagesXml = async (at: Date) => {
    const summary = await options.source.summary(at);
    const catalogueChange = summary.latestChange && summary.latestChange > options.builtAt ? summary.latestChange : options.builtAt;
    return {
      summary,
      entries:
        PAGES.map((page) => urlEntries(origin, page.path, page.followsCatalogue ? catalogueChange : options.builtAt)).join('') +
        summary.categories.map((category) => urlEntries(origin, `/events/${encodeURIComponent(category.slug)}`, category.lastModified)).join(''),
    };
  };

  const eventsXml = async (at: Date, part: number) => {
    const events = await options.source.upcomingEvents(at, (part - 1) * EVENTS_PER_SITEMAP, EVENTS_PER_SITEMAP);
    return events.map((event) => urlEntries(origin, `/events/${encodeURIComponent(event.categorySlug)}/${event.id}`, event.lastModified)).join('');
  };

  const generate = async (name: string): Promise<string | null> => {
    const at = now();
    if (name === 'sitemap.xml') {
      const { summary, entries } = await pagesXml(at);
      if (summary.upcomingEvents <= EVENTS_PER_SITEMAP) return URLSET_OPEN + entries + (await eventsXml(at, 1)) + URLSET_CLOSE;
      const parts = Math.ceil(summary.upcomingEvents / EVENTS_PER_SITEMAP);
      const lastmod = (summary.latestChange ?? options.builtAt).toISOString();
      const files = ['pages', ...Array.from({ length: parts }, (_, index) => `events-${index + 1}`)];
      return (
        '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        files.map((file) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${file}.xml`)}</loc><lastmod>${lastmod}</lastmod></sitemap>\n`).join('') +
        '</sitemapindex>\n'
      );
    }
    if (name === 'pages') return URLSET_OPEN + (await pagesXml(at)).entries + URLSET_CLOSE;
    const part = /^events-([1-9]\d{0,5})$/.exec(name);
    if (!part) return null;
    const entries = await eventsXml(at, Number(part[1]));
    return entries ? URLSET_OPEN + entries + URLSET_CLOSE : null;
  };

  const cached = (name: string): Promise<Generated | null> => {
    const hit = cache.get(name);
    if (hit) return hit;
    const started = Date.now();
    const generating = generate(name).then(async (xml) => {
      if (xml === null) {
        cache.delete(name);
        return null;
      }
      const bytes = Buffer.from(xml, 'utf8');
      logger.debug(`${name} generated in ${Date.now() - started} ms (${bytes.length} bytes)`);
      return { gzipped: await gzipAsync(bytes), etag: `"${createHash('sha1').update(bytes).digest('base64url')}"` };
    });
    cache.set(name, generating as Promise<Generated>);
    generating.then(
      () => setTimeout(() => cache.get(name) === generating && cache.delete(name), options.cacheMs).unref(),
      () => cache.delete(name),
    );
    return generating;
  };

  const send = async (name: string, request: Request, response: Response) => {
    const file = await cached(name);
    if (!file) return void response.status(404).type('text/plain').send('Not found');
    response.setHeader('Content-Type', 'application/xml; charset=utf-8');
    response.setHeader('Cache-Control', `public, max-age=${Math.floor(options.cacheMs / 1000)}`);
    response.setHeader('ETag', file.etag);
    response.setHeader('Vary', 'Accept-Encoding');
    if (request.headers['if-none-match'] === file.etag) return void response.status(304).end();
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      response.setHeader('Content-Encoding', 'gzip');
      return void response.end(file.gzipped);
    }
    response.end(await gunzipAsync(file.gzipped));
  };

  const handle = (name: string) => (request: Request, response: Response, next: (error?: unknown) => void) => {
    send(name, request, response).catch(next);
  };

  router.get('/sitemap.xml', handle('sitemap.xml'));
  router.get(/^\/sitemaps\/([a-z0-9-]{1,20})\.xml$/, (request, response, next) => handle(String((request.params as Record<string, string>)[0]))(request, response, next));
  router.get('/robots.txt', (_request, response) => {
    response.setHeader('Content-Type', 'text/plain; charset=utf-8');
    response.setHeader('Cache-Control', 'public, max-age=3600');
    response.send(robotsTxt(origin));
  });
  return router;
}

/** Public pages are open to crawlers; the API, the back-office and the signed-in areas are not. */
function robotsTxt(origin: string): string {
  const privateAreas = LANGUAGES.flatMap((language) => [`/${language.path}/profile`, `/${language.path}/orders/`]);
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /backoffice',
    ...privateAreas.map((path) => `Disallow: ${path}`),
    ...LANGUAGES.flatMap((language) => [`Disallow: /${language.path}/confirm-email`, `Disallow: /${language.path}/reset-password`, `Disallow: /${language.path}/newsletter/`]),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
