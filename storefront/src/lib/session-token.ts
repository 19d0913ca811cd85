/**
 * The access token lives only in memory (the refresh token is an httpOnly cookie the script never sees), so a
 * stolen page script cannot carry a long-lived credential away.
 */
let accessToken: string | null = null;

export function currentAccessToken(): string | null {
  return accessToken;
}

export function setAccessToken(token: string | null): void {
  accessToken = token;
}
