import { RateLimiter } from '../../application/ports/rate-limiter.port.js';

/** Fixed windows in this process's memory: the default when there is no Redis (one API process). */
export class MemoryRateLimiter extends RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {
    super();
  }

  async consume(key: string, limit: number, windowMs: number) {
    const now = this.now();
    if (this.windows.size > 100_000) this.prune(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { allowed: window.count <= limit, retryAfterMs: window.count <= limit ? 0 : window.resetAt - now };
  }

  private prune(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
