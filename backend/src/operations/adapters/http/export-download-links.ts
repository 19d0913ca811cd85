import { Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AuthConfig } from '../../../config/config.js';

/** Long enough for the browser to start the download it was made for, too short to be worth passing around. */
export const DOWNLOAD_LINK_SECONDS = 60;
const PURPOSE = 'bte-export-download';

/**
 * A finished export downloads by a plain link, so that the browser streams the file to disk instead of holding it
 * (the back-office's bearer token lives in memory and cannot ride on a navigation). An administrator exchanges the
 * token for a link naming one export, signed with a key derived from the JWT secret for this purpose only, valid
 * DOWNLOAD_LINK_SECONDS. ADR 0032.
 */
@Injectable()
export class ExportDownloadLinks {
  private readonly key: Buffer;

  constructor(config: AuthConfig) {
    this.key = createHmac('sha256', config.jwtSecret).update(PURPOSE).digest();
  }

  issue(exportId: string, adminId: string, now = Date.now()): { token: string; expiresAt: Date } {
    const expires = Math.floor(now / 1000) + DOWNLOAD_LINK_SECONDS;
    const claims = Buffer.from(`${exportId}.${adminId}.${expires}`).toString('base64url');
    return { token: `${claims}.${this.sign(claims)}`, expiresAt: new Date(expires * 1000) };
  }

  /** True when the token was made here for this export and has not expired. */
  valid(token: unknown, exportId: string, now = Date.now()): boolean {
    if (typeof token !== 'string' || token.length > 400) return false;
    const [claims, signature] = token.split('.');
    if (!claims || !signature) return false;
    const expected = Buffer.from(this.sign(claims));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    const [id, , expires] = Buffer.from(claims, 'base64url').toString('utf8').split('.');
    return id === exportId && Number(expires) * 1000 > now;
  }

  private sign(claims: string): string {
    return createHmac('sha256', this.key).update(claims).digest('base64url');
  }
}
