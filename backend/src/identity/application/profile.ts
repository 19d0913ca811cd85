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
    // The key ends in a random id made at each upload: the URL cannot be guessed from the user id, and changes with the picture.
    avatarUrl: state.avatarKey ? `/api/${state.avatarKey}` : null,
    preferredLanguage: state.preferredLanguage,
    emailConfirmed: user.isEmailConfirmed,
    isAdmin,
    createdAt: state.createdAt.toISOString(),
    lastSignInAt: state.lastSignInAt?.toISOString() ?? null,
  };
}
