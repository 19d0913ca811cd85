/**
 * The administrator's session: the access token lives in memory only; the refresh token is the API's httpOnly
 * cookie. A refresh token used twice ends the whole session, so refreshes never overlap, not even across tabs.
 */
let accessToken: string | null = null;
let refreshing: Promise<string | null> | null = null;

export function currentAccessToken(): string | null {
  return accessToken;
}

export function setAccessToken(token: string | null): void {
  accessToken = token;
}

async function refreshOnce(): Promise<string | null> {
  const response = await fetch('/api/auth/refresh', { method: 'POST', credentials: 'same-origin' });
  if (!response.ok) return null;
  const body = (await response.json()) as { accessToken: string };
  return body.accessToken;
}

export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= (async () => {
    try {
      const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
      accessToken = locks ? await locks.request('bte-refresh', refreshOnce) : await refreshOnce();
      return accessToken;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** Ends the session on the server (the refresh cookie is revoked and cleared); the token is forgotten either way. */
export async function endSession(): Promise<boolean> {
  try {
    const response = await fetch('/api/auth/logout', { method: 'POST', credentials: 'same-origin' });
    return response.ok;
  } catch {
    return false;
  } finally {
    accessToken = null;
  }
}
