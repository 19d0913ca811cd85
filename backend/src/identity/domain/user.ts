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
}

/** A registered person. Names and phone arrive already normalized (see person-name.ts and phone.ts). */
export class User {
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
    this.state.emailVerifiedAt = now;
    this.state.updatedAt = now;
  }

  recordSignIn(now: Date): void {
    this.state.lastSignInAt = now;
  }

  updateProfile(changes: { firstName?: string; lastName?: string; phone?: string | null; preferredLanguage?: Language }, now: Date): void {
    this.state = { ...this.state, ...definedOnly(changes), updatedAt: now };
  }

  changePasswordHash(passwordHash: string, now: Date): void {
    this.state.passwordHash = passwordHash;
    this.state.updatedAt = now;
  }

  replaceAvatar(avatarKey: string, now: Date): string | null {
    const previous = this.state.avatarKey;
    this.state.avatarKey = avatarKey;
    this.state.updatedAt = now;
    return previous;
  }

  setStatus(status: UserStatus, now: Date): void {
    this.state.status = status;
    this.state.updatedAt = now;
  }
}

function definedOnly<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;
}
