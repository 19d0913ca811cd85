import type { Request, Response } from 'express';

const REFRESH_COOKIE = 'bte_refresh';
const COOKIE_PATH = '/api/auth';

/** The refresh token lives only in an httpOnly, SameSite=Strict cookie scoped to the auth endpoints. */
export function setRefreshCookie(response: Response, token: string, expiresAt: Date, secure: boolean) {
  response.cookie(REFRESH_COOKIE, token, { httpOnly: true, sameSite: 'strict', secure, path: COOKIE_PATH, expires: expiresAt });
}

export function clearRefreshCookie(response: Response, secure: boolean) {
  response.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: COOKIE_PATH });
}

export function readRefreshCookie(request: Request): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === REFRESH_COOKIE) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
