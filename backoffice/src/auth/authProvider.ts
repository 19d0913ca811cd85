import type { AuthProvider } from 'react-admin';
import { currentAccessToken, endSession, refreshAccessToken, setAccessToken } from './session';
import type { Schema } from '../api-types';

type Profile = Schema<'ProfileResponse'>;

let profile: Profile | null = null;
let lastSignOutSucceeded = true;

/** Whether the server confirmed the last sign-out (the spec's "Error during logout process" otherwise). */
export function signOutSucceeded(): boolean {
  return lastSignOutSucceeded;
}

async function loadProfile(): Promise<Profile | null> {
  const token = currentAccessToken();
  if (!token) return null;
  const response = await fetch('/api/me', { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
  return response.ok ? ((await response.json()) as Profile) : null;
}

async function errorMessage(response: Response, fallback: string): Promise<string> {
  try {
    return ((await response.json()) as { message?: string }).message ?? fallback;
  } catch {
    return fallback;
  }
}

/** Sign-in with the same accounts API as the storefront; only administrators get in. */
export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const response = await fetch('/api/auth/login', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email: username, password }),
    });
    if (!response.ok) throw new Error(await errorMessage(response, 'bte.auth.invalid_credentials'));
    setAccessToken(((await response.json()) as { accessToken: string }).accessToken);
    profile = await loadProfile();
    if (!profile?.isAdmin) {
      await authProvider.logout({});
      throw new Error('bte.auth.admin_required');
    }
  },

  /** Clears the administrator markers first, then ends the session; LogoutMenuItem reports how that went. */
  async logout() {
    profile = null;
    lastSignOutSucceeded = await endSession();
  },

  async checkAuth() {
    if (!currentAccessToken() && !(await refreshAccessToken())) throw new Error('bte.auth.sign_in');
    profile ??= await loadProfile();
    if (!profile?.isAdmin) throw new Error('bte.auth.admin_required');
  },

  async checkError(error: { status?: number }) {
    if (error.status === 401) throw new Error('bte.auth.sign_in');
  },

  async getIdentity() {
    profile ??= await loadProfile();
    if (!profile) throw new Error('bte.auth.sign_in');
    return { id: profile.id, fullName: `${profile.firstName} ${profile.lastName}`.trim() || profile.email, email: profile.email };
  },

  async getPermissions() {
    return profile?.isAdmin ? 'admin' : undefined;
  },
};
