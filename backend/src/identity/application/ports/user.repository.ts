import type { Email } from '../../../shared/domain/email.js';
import type { User } from '../../domain/user.js';

export abstract class UserRepository {
  abstract findById(id: string): Promise<User | null>;
  /**
   * The user, only while the sign-in family of their access token is alive (it has sessions and none is revoked by
   * logout, refresh-token reuse or a password reset). One look-up, made on every signed-in request.
   */
  abstract findWithLiveSessionFamily(id: string, sessionFamilyId: string): Promise<User | null>;
  abstract findByEmail(email: Email): Promise<User | null>;
  /** Inserts; resolves false (and writes nothing) when the email is taken, however many register at once. */
  abstract insertIfEmailFree(user: User): Promise<boolean>;
  /** Writes only the fields the user changed since it was read (User.pendingChanges), never a whole stale copy. */
  abstract save(user: User): Promise<void>;
  /**
   * Saves a user whose email changed (User.changeEmail); resolves false (and writes nothing) when another account
   * holds the address.
   */
  abstract saveWithNewEmail(user: User): Promise<boolean>;
  /**
   * Writes the sign-in time, only while the password hash and the status are still those the sign-in checked;
   * resolves false (and writes nothing) when a password reset or change, or a deactivation, came in between.
   */
  abstract recordSignIn(user: User): Promise<boolean>;
}
