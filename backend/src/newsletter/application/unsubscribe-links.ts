import { createHmac, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig, AuthConfig } from '../../config/config.js';
import { Email } from '../../shared/domain/email.js';

/**
 * One-click unsubscribe links (RFC 8058): the token is the email and an HMAC of it, so it needs no table and
 * cannot be forged for someone else's address.
 */
@Injectable()
export class UnsubscribeLinks {
  constructor(
    private readonly auth: AuthConfig,
    private readonly app: AppConfig,
  ) {}

  tokenFor(email: string): string {
    return `${Buffer.from(email).toString('base64url')}.${this.signature(email)}`;
  }

  urlFor(email: string): string {
    return `${this.app.publicUrl}/api/newsletter/unsubscribe?token=${this.tokenFor(email)}`;
  }

  /** The email of a genuine token, or null. */
  emailOf(token: string): Email | null {
    const [encoded, signature] = token.split('.');
    if (!encoded || !signature) return null;
    const email = Buffer.from(encoded, 'base64url').toString();
    const expected = Buffer.from(this.signature(email));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given) || !Email.isValid(email)) return null;
    return Email.parse(email);
  }

  private signature(email: string): string {
    return createHmac('sha256', this.auth.jwtSecret).update(`newsletter-unsubscribe:${email}`).digest('base64url');
  }
}
