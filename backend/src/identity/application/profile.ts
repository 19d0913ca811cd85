import type { Language } from '../../shared/domain/language.js';
import type { User } from '../domain/user.js';

/** What the API shows a person about their own account. Never the password hash. */
export interface Profile {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  status: 'active' | 'inactive';
  avatarUrl: string | null;
  preferredLanguage: Language;
  emailConfirmed: boolean;
  isAdmin: boolean;
  createdAt: string;
  lastSignInAt: string | null;
}

export function toProfile(user: User, isAdmin: boolean): Profile {
  const state = user.snapshot();
  return {
    id: state.id,
    email: state.email.value,
    firstName: state.firstName,
    lastName: state.lastName,
    phone: state.phone,
    status: state.status,
    // The key's last part changes with every upload, so the URL does too and caches never show an old picture.
    avatarUrl: state.avatarKey ? `/api/users/${state.id}/avatar?v=${state.avatarKey.split('/').pop()?.split('.')[0]}` : null,
    preferredLanguage: state.preferredLanguage,
    emailConfirmed: user.isEmailConfirmed,
    isAdmin,
    createdAt: state.createdAt.toISOString(),
    lastSignInAt: state.lastSignInAt?.toISOString() ?? null,
  };
}
