import { Injectable } from '@nestjs/common';
import { changeEach, type BulkOutcome } from '../../shared/application/bulk-change.js';
import { ActivityLog } from '../../shared/application/ports/activity-log.port.js';
import { JobQueue } from '../../shared/application/ports/job-queue.port.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { Clock } from '../../shared/domain/clock.js';
import type { UserStatus } from '../domain/user.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { AdministratorRepository } from './ports/administrator.repository.js';
import { SessionRepository } from './ports/session.repository.js';
import { UserDirectory, type UserListQuery, type UserRecord } from './ports/user-directory.js';
import { UserRepository } from './ports/user.repository.js';

/**
 * Staff look up accounts and activate or deactivate them; a deactivated account is signed out everywhere and its
 * listings are withdrawn. The last active administrator cannot be deactivated, however many staff try at once.
 */
@Injectable()
export class ManageUsers {
  constructor(
    private readonly directory: UserDirectory,
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly administrators: AdministratorRepository,
    private readonly activity: ActivityLog,
    private readonly jobs: JobQueue,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  list(query: UserListQuery) {
    return this.directory.list(query);
  }

  async user(id: string): Promise<UserRecord> {
    const user = await this.directory.byId(id);
    if (!user) throw IdentityErrors.userNotFound();
    return user;
  }

  async changeStatus(id: string, status: UserStatus, actor: { id: string; email: string }): Promise<UserRecord> {
    if (id === actor.id && status === 'inactive') throw IdentityErrors.cannotDeactivateSelf();
    await this.transactions.run(async () => {
      const activeAdministrators = status === 'inactive' ? await this.administrators.lockAllAndCountActive() : Infinity;
      const user = await this.users.findById(id);
      if (!user) throw IdentityErrors.userNotFound();
      if (user.snapshot().status === status) return;
      if (activeAdministrators <= 1 && (await this.administrators.isAdministrator(id))) throw IdentityErrors.lastAdministrator();
      const now = this.clock.now();
      user.setStatus(status, now);
      await this.users.save(user);
      if (status === 'inactive') {
        await this.sessions.revokeAllOfUser(id, now);
        // The marketplace withdraws the listings and tells the seller why; identity never touches its tables.
        await this.jobs.enqueue('marketplace.withdraw-listings', { cause: 'seller-inactive', sellerId: id });
      }
      await this.activity.record('system.updated', { change: status === 'inactive' ? 'user deactivated' : 'user activated', userId: id, email: user.email.value, adminId: actor.id }, actor.email);
    });
    return this.user(id);
  }

  /**
   * Deactivates many accounts, each exactly as `changeStatus` does it (sessions ended, listings withdrawn, an activity
   * entry). Skipped, with the reason: yourself, an administrator (staff accounts are deactivated one at a time, from
   * the account's page), an account that is inactive already or not found.
   */
  deactivateMany(ids: readonly string[], actor: { id: string; email: string }): Promise<BulkOutcome> {
    return changeEach(ids, async (id) => {
      if (id === actor.id) throw IdentityErrors.cannotDeactivateSelf();
      if (await this.administrators.isAdministrator(id)) throw IdentityErrors.administratorNotInBulk();
      if ((await this.user(id)).status === 'inactive') throw IdentityErrors.userAlreadyInactive();
      await this.changeStatus(id, 'inactive', actor);
    });
  }
}
