import type { Email } from '../../../shared/domain/email.js';
import type { User } from '../../domain/user.js';

export abstract class UserRepository {
  abstract findById(id: string): Promise<User | null>;
  abstract findByEmail(email: Email): Promise<User | null>;
  /** Inserts; resolves false (and writes nothing) when the email is taken, however many register at once. */
  abstract insertIfEmailFree(user: User): Promise<boolean>;
  abstract save(user: User): Promise<void>;
}
