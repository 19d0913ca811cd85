import { describe, expect, it } from '@jest/globals';
import express from 'express';
import request from 'supertest';
import { CatalogSitemapSource, type SitemapEvent, type SitemapSummary } from '../../application/ports/catalog-sitemap.js';
import { sitemapSchemaErrors } from '../../../../../test/support/sitemap-schema.mjs';
import { discoveryFiles, URLS_PER_SITEMAP } from './discovery-files.js';

class InMemorySitemapSource extends CatalogSitemapSource {
  queries = 0;
  constructor(private readonly events: SitemapEvent[]) {
    super();
  }
  summary(): Promise<SitemapSummary> {
    this.queries += 1;
    return Promise.resolve({ categories: [{ slug: 'citi-pasākumi', lastModified: new Date('2026-11-01T10:00:00Z') }], upcomingEvents: this.events.length, latestChange: new Date('2026-11-20T08:00:00Z') });
  }
  upcomingEvents(_now: Date, offset: number, limit: number): Promise<SitemapEvent[]> {
    return Promise.resolve(this.events.slice(offset, offset + limit));
  }
}

const eventsOf = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, categorySlug: 'koncerti', lastModified: new Date('2026-11-25T12:00:00Z') }));

function app(source: CatalogSitemapSource) {
  return express().use(discoveryFiles({ source, publicUrl: 'https://biletes.example/', builtAt: new Date('2026-11-10T00:00:00Z'), cacheMs: 60_000 }));
}

describe('robots.txt and the sitemap', () => {
  it('lists a small catalogue in one sitemap, four languages per page with percent-encoded addresses', async () => {
    const response = await request(app(new InMemorySitemapSource(eventsOf(3)))).get('/sitemap.xml').expect(200);
    expect(response.text).toContain('<urlset');
    expect(await sitemapSchemaErrors(response.text)).toEqual([]);
    expect(response.text.match(/<url>/g)).toHaveLength(4 * (7 + 1 + 3));
    expect(response.text).toContain('<loc>https://biletes.example/ee/events/citi-pas%C4%81kumi</loc>');
    expect(response.text).toContain('<xhtml:link rel="alternate" hreflang="et" href="https://biletes.example/ee/events/citi-pas%C4%81kumi"/>');
    // The about page changes with a deploy; the lists with the catalogue.
    expect(response.text).toContain('<loc>https://biletes.example/lv/about-us</loc><lastmod>2026-11-10T00:00:00.000Z</lastmod>');
    expect(response.text).toContain('<loc>https://biletes.example/lt/events</loc><lastmod>2026-11-20T08:00:00.000Z</lastmod>');
  });

  it('becomes an index of files that keep under the protocol limits when the catalogue is large, and is generated once per cache time', async () => {
    const source = new InMemorySitemapSource(eventsOf(URLS_PER_SITEMAP / 4 + 1));
    const server = app(source);
    const index = await request(server).get('/sitemap.xml').expect(200);
    expect(index.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(await sitemapSchemaErrors(index.text)).toEqual([]);
    const files = [...index.text.matchAll(/<loc>https:\/\/biletes\.example(\/sitemaps\/[^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(files).toEqual(['/sitemaps/pages.xml', '/sitemaps/events-1.xml', '/sitemaps/events-2.xml']);
    const first = await request(server).get('/sitemaps/events-1.xml').expect(200);
    expect(first.text.match(/<url>/g)).toHaveLength(URLS_PER_SITEMAP);
    const second = await request(server).get('/sitemaps/events-2.xml').expect(200);
    expect(second.text.match(/<url>/g)).toHaveLength(4);
    // Valid against the protocol's schemas (a full file of 10,000 is validated by test/perf/sitemap-benchmark.mjs).
    expect(await sitemapSchemaErrors(second.text)).toEqual([]);
    await request(server).get('/sitemaps/events-3.xml').expect(404);
    await request(server).get('/sitemaps/../secrets.xml').expect(404);
    await request(server).get('/sitemap.xml').expect(200);
    expect(source.queries).toBe(1);
    const pages = await request(server).get('/sitemaps/pages.xml').expect(200);
    expect(await sitemapSchemaErrors(pages.text)).toEqual([]);
  });

  it('opens the public pages and closes the API, the back-office and the signed-in areas to crawlers', async () => {
    const response = await request(app(new InMemorySitemapSource([]))).get('/robots.txt').expect(200);
    expect(response.text).toContain('Disallow: /api/\nDisallow: /backoffice\n');
    expect(response.text).toContain('Disallow: /ee/profile\n');
    expect(response.text).toMatch(/Sitemap: https:\/\/biletes\.example\/sitemap\.xml\n$/);
  });
});
