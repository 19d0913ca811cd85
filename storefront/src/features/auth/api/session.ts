import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schema } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { setAccessToken } from '../../../lib/session-token';

/** The signed-in person as GET /api/me shows them. */
export type Profile = Schema<'ProfileResponse'>;

export const sessionQueryKey = ['session'] as const;

/** Spec section 9: the session is refreshed every 15 minutes (and when the tab becomes visible again). */
const SESSION_REFRESH_INTERVAL_MS = 15 * 60_000;

// A hint, not a credential: whether this browser signed in, so signed-out visitors do not call refresh for nothing.
const sessionHintKey = 'hasSession';

function hasSessionHint(): boolean {
  try {
    return window.localStorage.getItem(sessionHintKey) === '1';
  } catch {
    return true;
  }
}

function setSessionHint(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(sessionHintKey, '1');
    else window.localStorage.removeItem(sessionHintKey);
  } catch {
    // storage disabled: refresh is simply always tried
  }
}

/** Rotates the refresh cookie for a new access token and reads the profile; null when there is no session. */
async function refreshSession(): Promise<Profile | null> {
  if (!hasSessionHint()) return null;
  try {
    const tokens = await unwrap(api.POST('/api/auth/refresh'));
    setAccessToken(tokens.accessToken);
    return await unwrap(api.GET('/api/me'));
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      setAccessToken(null);
      setSessionHint(false);
      return null;
    }
    throw error;
  }
}

/** The current user (null when signed out). Kept alive by a silent refresh every 15 minutes and on tab return. */
export function useSession() {
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: refreshSession,
    staleTime: SESSION_REFRESH_INTERVAL_MS,
    refetchInterval: SESSION_REFRESH_INTERVAL_MS,
    refetchOnWindowFocus: 'always',
    retry: false,
  });
}

export function useCurrentUser(): Profile | null {
  return useSession().data ?? null;
}

export type LoginInput = Schema<'LoginDto'>;

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      const answer = await unwrap(api.POST('/api/auth/login', { body: input }));
      setAccessToken(answer.accessToken);
      setSessionHint(true);
      return answer.user;
    },
    onSuccess: (user) => queryClient.setQueryData(sessionQueryKey, user),
  });
}

export interface RegisterInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  countryCode: '+371' | '+370' | '+372' | '+7';
  phoneNumber?: string;
  language: 'lv' | 'en' | 'et' | 'lt';
}

export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) => unwrap(api.POST('/api/auth/register', { body: input })),
  });
}

export function usePasswordResetRequest() {
  return useMutation({
    mutationFn: (email: string) => unwrap(api.POST('/api/auth/password-reset-requests', { body: { email } })),
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await unwrap(api.POST('/api/auth/logout'));
      } finally {
        // Signed out locally whatever the server said: the access token is forgotten either way.
        setAccessToken(null);
        setSessionHint(false);
      }
    },
    onSettled: () => {
      queryClient.setQueryData(sessionQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    },
  });
}

/** Initials for the avatar: first letters of first and last name, else the first two letters of the email. */
export function initialsOf(user: Pick<Profile, 'firstName' | 'lastName' | 'email'>): string {
  const first = user.firstName.trim()[0];
  const last = user.lastName.trim()[0];
  if (first && last) return `${first}${last}`.toUpperCase();
  return user.email.slice(0, 2).toUpperCase();
}
