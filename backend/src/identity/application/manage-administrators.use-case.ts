import { Injectable } from '@nestjs/common';
import { ActivityLog } from '../../shared/application/ports/activity-log.port.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { Email } from '../../shared/domain/email.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { AdministratorRepository, type AdministratorListQuery, type AdministratorRecord } from './ports/administrator.repository.js';

/**
 * Grants and revokes administrator rights by email. A grant takes effect for the account that has confirmed that
 * address (at once, or when its owner confirms it later); until then it gives nobody anything. Nobody revokes
 * themselves, and the last active administrator stays: the back-office can never lock everyone out.
 */
@Injectable()
export class ManageAdministrators {
  constructor(
    private readonly administrators: AdministratorRepository,
    private readonly activity: ActivityLog,
    private readonly transactions: TransactionRunner,
  ) {}

  list(query: AdministratorListQuery) {
    return this.administrators.list(query);
  }

  async administrator(rawEmail: string): Promise<AdministratorRecord> {
    const found = Email.isValid(rawEmail) ? await this.administrators.find(Email.parse(rawEmail)) : null;
    if (!found) throw IdentityErrors.administratorNotFound();
    return found;
  }

  async grant(rawEmail: string, actor: string): Promise<AdministratorRecord> {
    const email = Email.parse(rawEmail);
    return this.transactions.run(async () => {
      if (!(await this.administrators.grant(email, actor))) throw IdentityErrors.administratorExists();
      await this.activity.record('system.updated', { change: 'administrator granted', email: email.value }, actor);
      return (await this.administrators.find(email))!;
    });
  }

  async revoke(rawEmail: string, actor: string): Promise<AdministratorRecord> {
    const record = await this.administrator(rawEmail);
    if (record.email === actor.toLowerCase()) throw IdentityErrors.cannotRevokeSelf();
    return this.transactions.run(async () => {
      const activeAdministrators = await this.administrators.lockAllAndCountActive();
      const email = Email.parse(record.email);
      const current = await this.administrators.find(email);
      if (!current) throw IdentityErrors.administratorNotFound();
      const holdsRights = current.userId !== null && (await this.administrators.isAdministrator(current.userId));
      if (holdsRights && activeAdministrators <= 1) throw IdentityErrors.lastAdministrator();
      await this.administrators.revoke(email);
      await this.activity.record('system.updated', { change: 'administrator revoked', email: email.value, ...(current.userId ? { userId: current.userId } : {}) }, actor);
      return current;
    });
  }
}
