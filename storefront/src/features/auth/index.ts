// The public entry of the auth feature: the session and the sign-in dialog, for other features.
export { initialsOf, sessionQueryKey, useCurrentUser, useLogout, useSession, type Profile } from './api/session';
export { useAuthDialog } from './components/use-auth-dialog';
export { useSignOut } from './components/use-sign-out';
