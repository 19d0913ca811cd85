import { randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { FileStorage } from '../../shared/application/ports/file-storage.port.js';
import { Clock } from '../../shared/domain/clock.js';
import { Email } from '../../shared/domain/email.js';
import type { Language } from '../../shared/domain/language.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { AdministratorRepository } from './ports/administrator.repository.js';
import { OneTimeTokenRepository } from './ports/one-time-token.repository.js';
import { PasswordHasher } from './ports/password-hasher.js';
import { SessionRepository, type SignInRecord } from './ports/session.repository.js';
import { UserRepository } from './ports/user.repository.js';
import { toProfile, type Profile } from './profile.js';

export interface IdentityPersonalData {
  profile: Profile;
  signIns: SignInRecord[];
}

/** Where a leaving account's goodbye goes: read before the account is emptied. */
export interface FormerContact {
  email: string;
  firstName: string;
  language: Language;
}

/**
 * What identity keeps about a person, for their own export and their deletion (the privacy context asks; identity
 * alone touches its tables). Each method joins the caller's transaction.
 */
@Injectable()
export class AccountRecords {
  private readonly logger = new Logger('identity');

  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly tokens: OneTimeTokenRepository,
    private readonly administrators: AdministratorRepository,
    private readonly hasher: PasswordHasher,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
  ) {}

  async assertPassword(userId: string, password: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw IdentityErrors.notAuthenticated();
    if (!(await this.hasher.verify(user.passwordHash, password))) throw IdentityErrors.wrongCurrentPassword();
  }

  isAdministrator(userId: string): Promise<boolean> {
    return this.administrators.isAdministrator(userId);
  }

  async personalData(userId: string): Promise<IdentityPersonalData> {
    const user = await this.users.findById(userId);
    if (!user) throw IdentityErrors.notAuthenticated();
    return { profile: toProfile(user, await this.administrators.isAdministrator(userId)), signIns: await this.sessions.signInsOf(userId) };
  }

  /**
   * Ends every session, forgets every link token and empties the account (User.erase); the row stays for the orders
   * that name it. The avatar's file goes after the transaction: `removeAvatar` with the key this resolves.
   */
  async erase(userId: string): Promise<{ contact: FormerContact; avatarKey: string | null }> {
    const user = await this.users.findById(userId);
    if (!user) throw IdentityErrors.notAuthenticated();
    const contact = { email: user.email.value, firstName: user.snapshot().firstName, language: user.preferredLanguage };
    const unusable = await this.hasher.hash(randomBytes(32).toString('base64url'));
    const avatarKey = user.erase(Email.parse(`deleted.${user.id}@deleted.invalid`), unusable, this.clock.now());
    if (!(await this.users.saveWithNewEmail(user))) throw new Error(`The placeholder address of user ${user.id} is taken`);
    await this.sessions.deleteAllOfUser(user.id);
    await this.tokens.deleteAllOfUser(user.id);
    return { contact, avatarKey };
  }

  async removeAvatar(key: string): Promise<void> {
    try {
      await this.storage.remove(key);
    } catch (error) {
      this.logger.warn({ msg: 'avatar of a deleted account not removed', key, error: String(error) });
    }
  }
}
