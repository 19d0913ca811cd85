// Validates sitemap files against the Sitemap protocol's schemas (sitemaps.org's sitemap.xsd and siteindex.xsd, kept
// in ./sitemap-schema with a schema of the xhtml:link language alternates), with libxml2's validator compiled to
// WebAssembly, so no system package is needed. Used by the discovery e2e test and the sitemap benchmark.
import { readFileSync } from 'node:fs';
import { validateXML, memoryPages } from 'xmllint-wasm';

const schemaFile = (fileName) => ({ fileName, contents: readFileSync(new URL(`./sitemap-schema/${fileName}`, import.meta.url), 'utf8') });
const urlset = schemaFile('urlset.xsd');
const urlsetParts = [schemaFile('sitemap.xsd'), schemaFile('xhtml-link.xsd')];
const siteindex = schemaFile('siteindex.xsd');

/**
 * @param {string} xml a sitemap (`<urlset>`) or a sitemap index (`<sitemapindex>`)
 * @returns {Promise<string[]>} libxml2's complaints, none when the file is valid
 */
export async function sitemapSchemaErrors(xml) {
  const isIndex = /^<\?xml[^>]*>\s*<sitemapindex[\s>]/.test(xml);
  const result = await validateXML({
    xml: { fileName: isIndex ? 'sitemapindex.xml' : 'sitemap.xml', contents: xml },
    schema: isIndex ? siteindex : urlset,
    preload: isIndex ? [] : urlsetParts,
    // A file may reach the protocol's 50 MB; libxml2 keeps it whole in memory.
    maxMemoryPages: 2 * memoryPages.GiB,
  });
  return result.valid ? [] : result.errors.map((error) => error.message);
}
