import { Injectable } from '@nestjs/common';
import { IdentityErrors } from '../domain/identity.errors.js';
import { AdministratorRepository } from './ports/administrator.repository.js';
import { UserRepository } from './ports/user.repository.js';
import { toProfile, type Profile } from './profile.js';

@Injectable()
export class GetProfile {
  constructor(
    private readonly users: UserRepository,
    private readonly administrators: AdministratorRepository,
  ) {}

  async execute(userId: string): Promise<Profile> {
    const user = await this.users.findById(userId);
    if (!user) throw IdentityErrors.notAuthenticated();
    return toProfile(user, await this.administrators.isAdministrator(user.id));
  }
}
