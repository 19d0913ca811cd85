/** libxml2's complaints about a sitemap or sitemap index against the protocol's schemas; none when valid. */
export function sitemapSchemaErrors(xml: string): Promise<string[]>;
