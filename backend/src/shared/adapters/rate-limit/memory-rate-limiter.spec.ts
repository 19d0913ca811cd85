import { describe, expect, it } from '@jest/globals';
import { MemoryRateLimiter } from './memory-rate-limiter.js';

describe('MemoryRateLimiter', () => {
  it('refuses past the limit until the window ends', async () => {
    let now = 0;
    const limiter = new MemoryRateLimiter(() => now);
    expect((await limiter.consume('k', 2, 1000)).allowed).toBe(true);
    expect((await limiter.consume('k', 2, 1000)).allowed).toBe(true);
    expect(await limiter.consume('k', 2, 1000)).toEqual({ allowed: false, retryAfterMs: 1000 });
    now = 1000;
    expect((await limiter.consume('k', 2, 1000)).allowed).toBe(true);
  });

  it('peeks without counting', async () => {
    const limiter = new MemoryRateLimiter(() => 0);
    await limiter.consume('k', 2, 1000);
    expect((await limiter.peek('k', 2)).allowed).toBe(true);
    expect((await limiter.peek('k', 2)).allowed).toBe(true);
    await limiter.consume('k', 2, 1000);
    expect(await limiter.peek('k', 2)).toEqual({ allowed: false, retryAfterMs: 1000 });
  });

  it('forgets windows that have ended, even while it holds few keys', async () => {
    let now = 0;
    const limiter = new MemoryRateLimiter(() => now);
    for (let index = 0; index < 500; index += 1) await limiter.consume(`ip:${index}`, 5, 1000);
    expect(limiter.size).toBe(500);
    now = 61_000;
    await limiter.consume('ip:late', 5, 1000);
    expect(limiter.size).toBe(1);
  });

  it('never holds more keys than its cap, dropping the oldest windows first', async () => {
    const limiter = new MemoryRateLimiter(() => 0, 100);
    await limiter.consume('first', 1, 60_000);
    for (let index = 0; index < 1000; index += 1) await limiter.consume(`flood:${index}`, 5, 60_000);
    expect(limiter.size).toBe(100);
    expect((await limiter.consume('flood:999', 1, 60_000)).allowed).toBe(false);
    expect((await limiter.consume('first', 1, 60_000)).allowed).toBe(true);
  });
});
