import { describe, expect, it } from '@jest/globals';
import { ActivityLog } from '../../shared/application/ports/activity-log.port.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import type { DomainError } from '../../shared/domain/domain-error.js';
import type { Email } from '../../shared/domain/email.js';
import { ManageAdministrators } from './manage-administrators.use-case.js';
import { AdministratorRepository, type AdministratorRecord } from './ports/administrator.repository.js';

/** Grants given with a bound, active account (`user-of-<email>`), or waiting for one (`pending`). */
class InMemoryAdministrators extends AdministratorRepository {
  rows = new Map<string, AdministratorRecord>();

  constructor(emails: string[], pending: string[] = []) {
    super();
    for (const email of emails) this.rows.set(email, { email, userId: `user-of-${email}`, grantedBy: null, createdAt: new Date() });
    for (const email of pending) this.rows.set(email, { email, userId: null, grantedBy: null, createdAt: new Date() });
  }

  async isAdministrator(userId: string) {
    return [...this.rows.values()].some((row) => row.userId === userId);
  }
  async bindToConfirmedAccount(email: Email, userId: string) {
    const row = this.rows.get(email.value);
    if (row && !row.userId) row.userId = userId;
  }
  async list() {
    return { items: [...this.rows.values()], total: this.rows.size };
  }
  async find(email: Email) {
    return this.rows.get(email.value) ?? null;
  }
  async grant(email: Email, grantedBy: string) {
    if (this.rows.has(email.value)) return false;
    this.rows.set(email.value, { email: email.value, userId: null, grantedBy, createdAt: new Date() });
    return true;
  }
  async revoke(email: Email) {
    this.rows.delete(email.value);
  }
  async lockAllAndCountActive() {
    return [...this.rows.values()].filter((row) => row.userId).length;
  }
}

class NoActivity extends ActivityLog {
  async record() {}
}

class Inline extends TransactionRunner {
  run<T>(work: () => Promise<T>) {
    return work();
  }
}

const codeOf = (promise: Promise<unknown>) => promise.then(() => null, (error: DomainError) => error.code);

describe('managing administrators', () => {
  it('refuses to remove the last administrator, even when someone who just lost the rights asks', async () => {
    // Two administrators revoked each other at once: the first revocation won, the second must not leave nobody.
    const administrators = new InMemoryAdministrators(['b@example.lv']);
    const manage = new ManageAdministrators(administrators, new NoActivity(), new Inline());
    expect(await codeOf(manage.revoke('b@example.lv', 'a@example.lv'))).toBe('identity.last_administrator');
    expect([...administrators.rows.keys()]).toEqual(['b@example.lv']);
  });

  it('counts only grants bound to an account: a waiting grant does not keep the last administrator removable', async () => {
    const administrators = new InMemoryAdministrators(['b@example.lv'], ['future@example.lv']);
    const manage = new ManageAdministrators(administrators, new NoActivity(), new Inline());
    expect(await codeOf(manage.revoke('b@example.lv', 'a@example.lv'))).toBe('identity.last_administrator');
    await manage.revoke('future@example.lv', 'b@example.lv');
    expect([...administrators.rows.keys()]).toEqual(['b@example.lv']);
  });

  it('revokes another administrator while one remains, but never yourself', async () => {
    const administrators = new InMemoryAdministrators(['a@example.lv', 'b@example.lv']);
    const manage = new ManageAdministrators(administrators, new NoActivity(), new Inline());
    expect(await codeOf(manage.revoke('A@example.lv', 'a@example.lv'))).toBe('identity.cannot_revoke_self');
    await manage.revoke('b@example.lv', 'a@example.lv');
    expect([...administrators.rows.keys()]).toEqual(['a@example.lv']);
  });

  it('grants by normalized email, once', async () => {
    const administrators = new InMemoryAdministrators(['a@example.lv']);
    const manage = new ManageAdministrators(administrators, new NoActivity(), new Inline());
    expect(await manage.grant('  New.Admin@Example.LV ', 'a@example.lv')).toMatchObject({ email: 'new.admin@example.lv', grantedBy: 'a@example.lv' });
    expect(await codeOf(manage.grant('new.admin@example.lv', 'a@example.lv'))).toBe('identity.administrator_exists');
  });
});
