import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { RateLimitConfig } from '../../../config/config.js';
import { RateLimiter } from '../../application/ports/rate-limiter.port.js';
import { DomainError } from '../../domain/domain-error.js';
import { rateLimitAddress } from './client-address.js';

/** The per-IP limit of the public forms (newsletter, contact): 429 with Retry-After past it. */
@Injectable()
export class PublicFormRateLimit {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly config: RateLimitConfig,
  ) {}

  async check(form: string, request: Request): Promise<void> {
    const result = await this.limiter.consume(`${form}:ip:${rateLimitAddress(request)}`, this.config.publicFormsPerIp, this.config.windowSeconds * 1000);
    if (!result.allowed) throw new DomainError('request.rate_limited', { retryAfterSeconds: Math.ceil(result.retryAfterMs / 1000) }, 'rate-limited');
  }
}
