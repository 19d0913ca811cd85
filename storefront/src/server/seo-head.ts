import { localizedHref } from '../config/paths';
import { defaultLanguage, languages, type LanguageCode } from '../lib/language';
import { siteName, type DocumentHead } from '../lib/use-document-title';

/** Open Graph locales (language_TERRITORY) of the four languages. */
const ogLocales: Record<LanguageCode, string> = { lv: 'lv_LV', en: 'en_GB', ee: 'et_EE', lt: 'lt_LT' };

/** The site's own link preview picture (storefront/public), used when a page has none of its own. */
const defaultImage = '/og-default.jpg';
const previewSize = { width: 1200, height: 630 };

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * JSON that is safe inside a <script> element: no "<" can end the element or open a comment, whatever the data
 * (a ticket titled "</script><script>…" stays text).
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Search engines show about 160 characters of a description. */
export function summary(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > 160 ? `${oneLine.slice(0, 159).trimEnd()}…` : oneLine;
}

/** The page's address without its query and trailing slash: filters and paging are the same page to a search engine. */
function canonicalPath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * The <head> tags a search engine and a link preview read: canonical address, the page in the other three languages
 * (hreflang uses the language code, "et" for the "/ee" path) and x-default (English), Open Graph and Twitter card,
 * and the page's schema.org objects as JSON-LD. A 404 or 410 page asks not to be indexed and names no alternates.
 */
export function seoHeadTags(input: { origin: string; pathname: string; language: LanguageCode; head: DocumentHead; description: string }): string {
  const { origin, language, head } = input;
  const path = canonicalPath(input.pathname);
  const url = `${origin}${path}`;
  const absolute = (target: string) => (/^https?:\/\//.test(target) ? target : `${origin}${target}`);
  const image = absolute(head.image ?? defaultImage);
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags: string[] = [];
  if (head.status && head.status >= 400) {
    tags.push(meta('name', 'robots', 'noindex'));
  } else {
    tags.push(`<link rel="canonical" href="${escapeHtml(url)}" />`);
    for (const other of languages) {
      tags.push(`<link rel="alternate" hreflang="${other.translationKey}" href="${escapeHtml(`${origin}${localizedHref(other.code, path)}`)}" />`);
    }
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${origin}${localizedHref(defaultLanguage, path)}`)}" />`);
  }
  tags.push(
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', input.description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', ogLocales[language]),
    ...languages.filter((other) => other.code !== language).map((other) => meta('property', 'og:locale:alternate', ogLocales[other.code])),
    meta('property', 'og:image', image),
  );
  // Every preview is a 1200 × 630 JPEG: the site's own, an event's or a category's (ADR 0039).
  tags.push(
    meta('property', 'og:image:type', 'image/jpeg'),
    meta('property', 'og:image:width', String(previewSize.width)),
    meta('property', 'og:image:height', String(previewSize.height)),
    meta('property', 'og:image:alt', head.title),
  );
  tags.push(
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', input.description),
    meta('name', 'twitter:image', image),
  );
  for (const data of head.structuredData ?? []) {
    tags.push(`<script type="application/ld+json">${scriptSafeJson({ '@context': 'https://schema.org', ...(withAbsoluteAddresses(data, absolute) as object) })}</script>`);
  }
  return tags.map((tag) => `    ${tag}`).join('\n');
}

const ADDRESS_KEYS = new Set(['url', 'item', 'image']);

/** The pages name addresses by path ("/en/events/…"); schema.org wants them whole. Only address properties change. */
function withAbsoluteAddresses(value: unknown, absolute: (target: string) => string, key = ''): unknown {
  if (typeof value === 'string') return ADDRESS_KEYS.has(key) && value.startsWith('/') && !value.startsWith('//') ? absolute(value) : value;
  if (Array.isArray(value)) return value.map((item) => withAbsoluteAddresses(item, absolute, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, withAbsoluteAddresses(item, absolute, name)]));
  }
  return value;
}
