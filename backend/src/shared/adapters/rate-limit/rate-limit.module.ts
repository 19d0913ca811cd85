import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { QueueConfig } from '../../../config/config.js';
import { RateLimiter } from '../../application/ports/rate-limiter.port.js';
import { MemoryRateLimiter } from './memory-rate-limiter.js';
import { RedisRateLimiter } from './redis-rate-limiter.js';

@Global()
@Module({
  providers: [
    {
      provide: RateLimiter,
      useFactory: (queue: QueueConfig) => (queue.redisUrl ? new RedisRateLimiter(queue.redisUrl, queue.prefix) : new MemoryRateLimiter()),
      inject: [QueueConfig],
    },
  ],
  exports: [RateLimiter],
})
export class RateLimitModule implements OnApplicationShutdown {
  constructor(@Inject(RateLimiter) private readonly limiter: RateLimiter) {}

  async onApplicationShutdown() {
    if (this.limiter instanceof RedisRateLimiter) await this.limiter.close();
  }
}
