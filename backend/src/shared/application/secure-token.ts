import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A random token for a link or a cookie (256 bits), and the hash under which it is stored. */
export function newSecureToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A token derived from another one with a server secret: the same input always gives the same token. */
export function derivedToken(secret: string, purpose: string, token: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${token}`).digest('base64url');
}
