import { Redis } from 'ioredis';
import { RateLimiter } from '../../application/ports/rate-limiter.port.js';
import { MemoryRateLimiter } from './memory-rate-limiter.js';

// One round trip, atomic: count the attempt and start the window on the first one.
const CONSUME = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

const PEEK = `
return { tonumber(redis.call('GET', KEYS[1]) or '0'), redis.call('PTTL', KEYS[1]) }`;

/**
 * Fixed windows in Redis, so that a limit holds across every API process. While Redis is unreachable the limits
 * are kept per process instead: a Redis outage must not turn into failed sign-ins.
 */
export class RedisRateLimiter extends RateLimiter {
  private readonly redis: Redis;
  private readonly fallback = new MemoryRateLimiter();

  constructor(url: string, private readonly prefix: string) {
    super();
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000, lazyConnect: false });
    this.redis.on('error', () => {});
  }

  async consume(key: string, limit: number, windowMs: number) {
    try {
      const [count, ttl] = (await this.redis.eval(CONSUME, 1, `${this.prefix}:ratelimit:${key}`, windowMs)) as [number, number];
      return { allowed: count <= limit, retryAfterMs: count <= limit ? 0 : Math.max(ttl, 0) };
    } catch {
      return this.fallback.consume(key, limit, windowMs);
    }
  }

  async peek(key: string, limit: number) {
    try {
      const [count, ttl] = (await this.redis.eval(PEEK, 1, `${this.prefix}:ratelimit:${key}`)) as [number, number];
      return { allowed: count < limit, retryAfterMs: count < limit ? 0 : Math.max(ttl, 0) };
    } catch {
      return this.fallback.peek(key, limit);
    }
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
