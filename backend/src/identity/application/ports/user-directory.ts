import type { Language } from '../../../shared/domain/language.js';
import type { UserStatus } from '../../domain/user.js';

/** A user as the back-office shows it: never the password hash, a token or the avatar's storage key. */
export interface UserRecord {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  status: UserStatus;
  emailConfirmed: boolean;
  isAdmin: boolean;
  preferredLanguage: Language;
  createdAt: Date;
  lastSignInAt: Date | null;
}

export interface UserListQuery {
  sort: { field: string; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
  text?: string;
  status?: UserStatus;
  confirmed?: boolean;
}

/** The back-office's read model of accounts. */
export abstract class UserDirectory {
  abstract list(query: UserListQuery): Promise<{ items: UserRecord[]; total: number }>;
  abstract byId(id: string): Promise<UserRecord | null>;
}
