export interface RateLimitResult {
  allowed: boolean;
  retryAfterMs: number;
}

/**
 * Counts attempts per key in a time window. Backed by Redis when configured (so limits hold across API
 * processes), else by the process's memory.
 */
export abstract class RateLimiter {
  /** Counts one attempt; resolves whether it is still within `limit` attempts per `windowMs`. */
  abstract consume(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;

  /** Whether one more attempt would still be within `limit`, without counting one (for counters of failures). */
  abstract peek(key: string, limit: number): Promise<RateLimitResult>;
}
