import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { RateLimitConfig } from '../../../config/config.js';
import { rateLimitAddress } from '../../../shared/adapters/http/client-address.js';
import { RateLimiter, type RateLimitResult } from '../../../shared/application/ports/rate-limiter.port.js';
import { DomainError } from '../../../shared/domain/domain-error.js';

/** Requests that cost a password hash or send a mail. */
export type LimitedAuthAction = 'login' | 'register' | 'reset' | 'reset-confirm' | 'password-change' | 'confirmation-resend' | 'email-change' | 'account-deletion';

/**
 * Identity's costly requests, limited per client address first; only a request the address check lets through is
 * counted against the email address or account it names, so refused floods do not use up someone else's budget.
 */
@Injectable()
export class AuthRateLimits {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly config: RateLimitConfig,
  ) {}

  /** Counts the request against the client's address, then against `subject` (an email address or user id). */
  async check(action: LimitedAuthAction, request: Request, subject?: string): Promise<void> {
    refuseIfOver(await this.limiter.consume(`${action}:ip:${rateLimitAddress(request)}`, this.config.authPerIp, this.windowMs));
    if (subject) refuseIfOver(await this.limiter.consume(`${action}:subject:${normalised(subject)}`, this.config.authPerEmail, this.windowMs));
  }

  /**
   * Sign-in: every attempt counts against the client's address; only wrong passwords count against the email
   * address, and only from that same client, so failures from elsewhere never lock the owner out of their account.
   */
  async signIn<T>(request: Request, email: string, attempt: () => Promise<T>): Promise<T> {
    refuseIfOver(await this.limiter.consume(`login:ip:${rateLimitAddress(request)}`, this.config.authPerIp, this.windowMs));
    const failures = `login:failures:${normalised(email)}:${rateLimitAddress(request)}`;
    refuseIfOver(await this.limiter.peek(failures, this.config.authPerEmail));
    try {
      return await attempt();
    } catch (error) {
      if (error instanceof DomainError && error.code === 'auth.invalid_credentials') await this.limiter.consume(failures, this.config.authPerEmail, this.windowMs);
      throw error;
    }
  }

  private get windowMs() {
    return this.config.windowSeconds * 1000;
  }
}

function normalised(subject: string) {
  return subject.trim().toLowerCase();
}

function refuseIfOver(result: RateLimitResult) {
  if (!result.allowed) throw new DomainError('request.rate_limited', { retryAfterSeconds: Math.ceil(result.retryAfterMs / 1000) }, 'rate-limited');
}
