import { bestAcceptedLanguage } from '../../../shared/adapters/http/request-language.js';
import { DEFAULT_LANGUAGE, parseLanguage } from '../../../shared/domain/language.js';
import { CatalogChanges } from '../../application/ports/catalog-changes.js';

/** A finished 200 answer of a public catalogue GET, as the full Nest pipeline produced it. */
export interface CachedResponse {
  /** Response headers except the per-request ones (request id, HSTS, date, connection, content length). */
  headers: Array<[string, string | number | string[]]>;
  body: Buffer;
  etag: string | undefined;
  /** The metrics label of the route that answered (`/api/events/:id`). */
  route: string;
}

interface Entry extends CachedResponse {
  key: string;
  expiresAt: number;
  bytes: number;
}

export interface CatalogCacheLimits {
  ttlMs: number;
  maxEntries: number;
  maxBytes: number;
}

/** The public catalogue reads: categories, a category by slug, the events list, an event. */
const CACHEABLE_PATH = /^\/api\/(?:categories|events)(?:\/[^/]+)?$/;
const ENTRY_OVERHEAD_BYTES = 1024;

/**
 * In-process cache of the public catalogue's finished answers (ADR 0009), bounded by entry count and bytes (least
 * recently used go first), each entry living at most `ttlMs`. `invalidate()` empties it and starts a new
 * generation: an answer computed before a change (begun in an older generation) is never stored after it.
 * While `available` is false (the change feed is down) nothing is served or stored.
 */
export class CatalogResponseCache extends CatalogChanges {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private currentGeneration = 0;
  available = false;

  constructor(
    readonly limits: CatalogCacheLimits,
    private readonly now: () => number = Date.now,
  ) {
    super();
  }

  get enabled(): boolean {
    return this.limits.ttlMs > 0 && this.available;
  }

  get generation(): number {
    return this.currentGeneration;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /**
   * The cache key of a request, or null when its answer is not cached. The key is the path, the query parameters
   * in a fixed order, the answer's language (`?lang=` or Accept-Language) and the Origin (CORS headers depend on it).
   */
  keyOf(method: string | undefined, url: string | undefined, headers: { 'accept-language'?: string; origin?: string }): string | null {
    if ((method !== 'GET' && method !== 'HEAD') || !url) return null;
    const queryStart = url.indexOf('?');
    const path = queryStart === -1 ? url : url.slice(0, queryStart);
    if (!CACHEABLE_PATH.test(path)) return null;
    const query = queryStart === -1 ? '' : url.slice(queryStart + 1);
    const parameters = query ? query.split('&').filter(Boolean).sort() : [];
    const lang = parameters.find((parameter) => parameter.startsWith('lang='));
    const language = (lang ? parseLanguage(safeDecode(lang.slice(5))) : null) ?? bestAcceptedLanguage(headers['accept-language']) ?? DEFAULT_LANGUAGE;
    return `${path}?${parameters.join('&')}|${language}|${headers.origin ?? ''}`;
  }

  get(key: string): CachedResponse | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.remove(entry);
      return undefined;
    }
    // Most recently used last, so eviction takes from the front.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Stores an answer computed in `generation`, unless the catalogue changed since or the cache is off. */
  store(key: string, generation: number, response: CachedResponse): void {
    if (!this.enabled || generation !== this.currentGeneration) return;
    const bytes = response.body.length + ENTRY_OVERHEAD_BYTES;
    if (bytes > this.limits.maxBytes / 4) return;
    const existing = this.entries.get(key);
    if (existing) this.remove(existing);
    this.entries.set(key, { ...response, key, bytes, expiresAt: this.now() + this.limits.ttlMs });
    this.bytes += bytes;
    for (const oldest of this.entries.values()) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.remove(oldest);
    }
  }

  /** A change made by this process: visible to its next read at once (the database notifies every process too). */
  changed(): void {
    this.invalidate();
  }

  invalidate(): void {
    this.currentGeneration += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  private remove(entry: Entry) {
    this.entries.delete(entry.key);
    this.bytes -= entry.bytes;
  }
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
