import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { RateLimitConfig } from '../../../config/config.js';
import { RateLimiter } from '../../../shared/application/ports/rate-limiter.port.js';
import { DomainError } from '../../../shared/domain/domain-error.js';

/** Sign-in, registration and reset requests, limited per IP address and per email address. */
@Injectable()
export class AuthRateLimits {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly config: RateLimitConfig,
  ) {}

  async check(action: 'login' | 'register' | 'reset', request: Request, email?: string): Promise<void> {
    const windowMs = this.config.windowSeconds * 1000;
    const checks = [this.limiter.consume(`${action}:ip:${request.ip ?? 'unknown'}`, this.config.authPerIp, windowMs)];
    if (email) checks.push(this.limiter.consume(`${action}:email:${email.trim().toLowerCase()}`, this.config.authPerEmail, windowMs));
    const refused = (await Promise.all(checks)).find((result) => !result.allowed);
    if (refused) {
      throw new DomainError('request.rate_limited', { retryAfterSeconds: Math.ceil(refused.retryAfterMs / 1000) }, 'rate-limited');
    }
  }
}
