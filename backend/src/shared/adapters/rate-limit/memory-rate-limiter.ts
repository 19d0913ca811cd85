import { RateLimiter } from '../../application/ports/rate-limiter.port.js';

/** More keys than this and the windows that started longest ago are dropped: memory stays bounded under a flood. */
const MEMORY_RATE_LIMITER_MAX_KEYS = 100_000;
const SWEEP_EVERY_MS = 60_000;

/** Fixed windows in this process's memory: the default when there is no Redis (one API process). */
export class MemoryRateLimiter extends RateLimiter {
  // A Map iterates in insertion order, and a new window is always inserted afresh: the first entry is the oldest.
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private nextSweepAt = 0;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = MEMORY_RATE_LIMITER_MAX_KEYS,
  ) {
    super();
  }

  get size(): number {
    return this.windows.size;
  }

  async consume(key: string, limit: number, windowMs: number) {
    const now = this.now();
    this.sweepExpired(now);
    let window = this.current(key, now);
    if (!window) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.delete(key);
      this.windows.set(key, window);
      this.evictOldestBeyondCap();
    }
    window.count += 1;
    return { allowed: window.count <= limit, retryAfterMs: window.count <= limit ? 0 : window.resetAt - now };
  }

  async peek(key: string, limit: number) {
    const now = this.now();
    const window = this.current(key, now);
    const allowed = !window || window.count < limit;
    return { allowed, retryAfterMs: allowed ? 0 : window.resetAt - now };
  }

  private current(key: string, now: number) {
    const window = this.windows.get(key);
    return window && window.resetAt > now ? window : undefined;
  }

  private sweepExpired(now: number) {
    if (now < this.nextSweepAt) return;
    this.nextSweepAt = now + SWEEP_EVERY_MS;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }

  private evictOldestBeyondCap() {
    for (const key of this.windows.keys()) {
      if (this.windows.size <= this.maxKeys) return;
      this.windows.delete(key);
    }
  }
}
