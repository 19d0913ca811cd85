import { Injectable } from '@nestjs/common';
import { IdentityErrors } from '../domain/identity.errors.js';
import { UserRepository } from './ports/user.repository.js';

/** What other contexts may ask of identity. They never see a User, only answers. */
@Injectable()
export class IdentityApi {
  constructor(private readonly users: UserRepository) {}

  /** "Only verified users may transact and sell": throws the translated refusal otherwise. */
  async assertCanTransact(userId: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw IdentityErrors.notAuthenticated();
    user.assertCanTransact();
  }

  /** The name shown to other users: "Anna B.", never the email or phone. */
  async publicName(userId: string): Promise<string | null> {
    const user = await this.users.findById(userId);
    if (!user) return null;
    const { firstName, lastName } = user.snapshot();
    return `${firstName} ${[...lastName][0] ?? ''}.`;
  }
}
