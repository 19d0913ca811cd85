import type { Email } from '../../shared/domain/email.js';
import type { Language } from '../../shared/domain/language.js';
import { IdentityErrors } from './identity.errors.js';

export type UserStatus = 'active' | 'inactive';

export interface UserState {
  id: string;
  email: Email;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  status: UserStatus;
  avatarKey: string | null;
  preferredLanguage: Language;
  emailVerifiedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  lastSignInAt: Date | null;
  /** Set when the owner deleted the account: the row stays, emptied, for the orders that name it. */
  deletedAt: Date | null;
}

/**
 * A registered person. Names and phone arrive already normalized (see person-name.ts and phone.ts). Each change
 * remembers the fields it wrote, so that saving writes those fields only: a copy read before someone else's write
 * (a password reset, a deactivation) never puts the older values back.
 */
export class User {
  private readonly changed = new Set<keyof UserState>();

  private constructor(private state: UserState) {}

  static register(input: {
    id: string;
    email: Email;
    passwordHash: string;
    firstName: string;
    lastName: string;
    phone: string | null;
    language: Language;
    now: Date;
  }): User {
    return new User({
      id: input.id,
      email: input.email,
      passwordHash: input.passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      status: 'active',
      avatarKey: null,
      preferredLanguage: input.language,
      emailVerifiedAt: null,
      createdAt: input.now,
      updatedAt: input.now,
      lastSignInAt: null,
      deletedAt: null,
    });
  }

  static restore(state: UserState): User {
    return new User({ ...state });
  }

  get id() {
    return this.state.id;
  }
  get email() {
    return this.state.email;
  }
  get passwordHash() {
    return this.state.passwordHash;
  }
  get preferredLanguage() {
    return this.state.preferredLanguage;
  }
  get isEmailConfirmed() {
    return this.state.emailVerifiedAt !== null;
  }
  get isActive() {
    return this.state.status === 'active';
  }

  snapshot(): Readonly<UserState> {
    return { ...this.state };
  }

  /** The fields changed since the user was read (or last saved), with their new values. */
  pendingChanges(): Partial<UserState> {
    return Object.fromEntries([...this.changed].map((field) => [field, this.state[field]]));
  }

  markSaved(): void {
    this.changed.clear();
  }

  private write(changes: Partial<UserState>): void {
    this.state = { ...this.state, ...changes };
    for (const field of Object.keys(changes) as (keyof UserState)[]) this.changed.add(field);
  }

  assertCanSignIn(): void {
    if (!this.isActive) throw IdentityErrors.accountInactive();
  }

  /** "Only verified users may transact and sell." */
  assertCanTransact(): void {
    if (!this.isActive) throw IdentityErrors.accountInactive();
    if (!this.isEmailConfirmed) throw IdentityErrors.emailNotConfirmed();
  }

  confirmEmail(now: Date): void {
    if (this.state.emailVerifiedAt) return;
    this.write({ emailVerifiedAt: now, updatedAt: now });
  }

  recordSignIn(now: Date): void {
    this.write({ lastSignInAt: now });
  }

  updateProfile(changes: { firstName?: string; lastName?: string; phone?: string | null; preferredLanguage?: Language }, now: Date): void {
    this.write({ ...definedOnly(changes), updatedAt: now });
  }

  /** The new address was proven by following the link sent to it: it is confirmed at once. */
  changeEmail(email: Email, now: Date): void {
    this.write({ email, emailVerifiedAt: now, updatedAt: now });
  }

  changePasswordHash(passwordHash: string, now: Date): void {
    this.write({ passwordHash, updatedAt: now });
  }

  replaceAvatar(avatarKey: string, now: Date): string | null {
    const previous = this.state.avatarKey;
    this.write({ avatarKey, updatedAt: now });
    return previous;
  }

  /**
   * The owner leaves: every personal field is emptied, the address becomes `placeholder` (so the real one can
   * register again) and the password one nobody knows. Resolves the avatar's storage key, for its file to go too.
   */
  erase(placeholder: Email, unusablePasswordHash: string, now: Date): string | null {
    const avatarKey = this.state.avatarKey;
    this.write({
      email: placeholder,
      passwordHash: unusablePasswordHash,
      firstName: '',
      lastName: '',
      phone: null,
      avatarKey: null,
      status: 'inactive',
      emailVerifiedAt: null,
      lastSignInAt: null,
      deletedAt: now,
      updatedAt: now,
    });
    return avatarKey;
  }

  setStatus(status: UserStatus, now: Date): void {
    this.write({ status, updatedAt: now });
  }
}

function definedOnly<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;
}
