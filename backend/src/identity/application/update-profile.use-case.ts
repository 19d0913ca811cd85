import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { Clock } from '../../shared/domain/clock.js';
import type { Language } from '../../shared/domain/language.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { normalizePersonName } from '../domain/person-name.js';
import { joinPhone } from '../domain/phone.js';
import { GetProfile } from './get-profile.use-case.js';
import { UserRepository } from './ports/user.repository.js';
import type { Profile } from './profile.js';

/** Only names, phone and language can change here: email, status and the rest have their own paths. */
export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  countryCode?: string;
  phoneNumber?: string | null;
  preferredLanguage?: Language;
}

@Injectable()
export class UpdateProfile {
  constructor(
    private readonly users: UserRepository,
    private readonly profiles: GetProfile,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, changes: ProfileChanges): Promise<Profile> {
    await this.transactions.run(async () => {
      const user = await this.users.findById(userId);
      if (!user) throw IdentityErrors.notAuthenticated();
      const phoneGiven = changes.phoneNumber !== undefined || changes.countryCode !== undefined;
      user.updateProfile(
        {
          firstName: changes.firstName === undefined ? undefined : normalizePersonName(changes.firstName, 'firstName'),
          lastName: changes.lastName === undefined ? undefined : normalizePersonName(changes.lastName, 'lastName'),
          phone: phoneGiven ? joinPhone(changes.countryCode, changes.phoneNumber) : undefined,
          preferredLanguage: changes.preferredLanguage,
        },
        this.clock.now(),
      );
      await this.users.save(user);
    });
    return this.profiles.execute(userId);
  }
}
