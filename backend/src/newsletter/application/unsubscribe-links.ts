import { createHmac, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig, UnsubscribeConfig } from '../../config/config.js';
import { Email } from '../../shared/domain/email.js';

/**
 * One-click unsubscribe links (RFC 8058): the token is the email and an HMAC of it, so it needs no table and
 * cannot be forged for someone else's address. Signed with UNSUBSCRIBE_SECRET; during a rotation, links signed
 * with UNSUBSCRIBE_SECRET_PREVIOUS still work.
 */
@Injectable()
export class UnsubscribeLinks {
  constructor(
    private readonly secrets: UnsubscribeConfig,
    private readonly app: AppConfig,
  ) {}

  tokenFor(email: string): string {
    return `${Buffer.from(email).toString('base64url')}.${signatureOf(this.secrets.secret, email)}`;
  }

  urlFor(email: string): string {
    return `${this.app.publicUrl}/api/newsletter/unsubscribe?token=${this.tokenFor(email)}`;
  }

  /** The email of a genuine token, or null. */
  emailOf(token: string): Email | null {
    const [encoded, signature] = token.split('.');
    if (!encoded || !signature) return null;
    const email = Buffer.from(encoded, 'base64url').toString();
    const secrets = [this.secrets.secret, this.secrets.previousSecret].filter((secret): secret is string => Boolean(secret));
    const genuine = secrets.some((secret) => sameText(signature, signatureOf(secret, email)));
    return genuine && Email.isValid(email) ? Email.parse(email) : null;
  }
}

function signatureOf(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`newsletter-unsubscribe:${email}`).digest('base64url');
}

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
