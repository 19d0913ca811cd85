import { createHmac, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig, UnsubscribeConfig } from '../../config/config.js';
import type { Language } from '../../shared/domain/language.js';

/**
 * One-click leave links of the waiting-list e-mails: the token is the entry's id and an HMAC of it (signed like the
 * newsletter's unsubscribe links, with UNSUBSCRIBE_SECRET, the previous secret still accepted during a rotation), so
 * it needs no table, no sign-in, and cannot be made for someone else's entry.
 */
@Injectable()
export class WaitingListLinks {
  constructor(
    private readonly secrets: UnsubscribeConfig,
    private readonly app: AppConfig,
  ) {}

  tokenFor(entryId: string): string {
    return `${entryId}.${signatureOf(this.secrets.secret, entryId)}`;
  }

  leaveUrl(language: Language, entryId: string): string {
    return `${this.page(language, 'waiting-list/leave')}?token=${this.tokenFor(entryId)}`;
  }

  offerUrl(language: Language, offerId: string): string {
    return this.page(language, `offers/${offerId}`);
  }

  profileUrl(language: Language): string {
    return this.page(language, 'profile');
  }

  /** The entry of a genuine token, or null. */
  entryOf(token: string): string | null {
    const [entryId, signature, ...rest] = token.split('.');
    if (!entryId || !signature || rest.length > 0 || !/^[0-9a-f-]{36}$/i.test(entryId)) return null;
    const secrets = [this.secrets.secret, this.secrets.previousSecret].filter((secret): secret is string => Boolean(secret));
    return secrets.some((secret) => sameText(signature, signatureOf(secret, entryId))) ? entryId.toLowerCase() : null;
  }

  /** Storefront routes use `ee` for Estonian. */
  private page(language: Language, path: string): string {
    return `${this.app.publicUrl}/${language === 'et' ? 'ee' : language}/${path}`;
  }
}

function signatureOf(secret: string, entryId: string): string {
  return createHmac('sha256', secret).update(`waiting-list-leave:${entryId.toLowerCase()}`).digest('base64url');
}

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
