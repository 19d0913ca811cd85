import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { AuthConfig } from '../../../config/config.js';
import { createDataSource } from '../../../shared/adapters/persistence/data-source.js';
import { SqlDatabase } from '../../../shared/adapters/persistence/sql-database.js';
import { TypeOrmTransactionRunner } from '../../../shared/adapters/persistence/typeorm-transaction-runner.js';
import { OutboxJobQueue } from '../../../shared/adapters/queue/outbox-job-queue.js';
import { ActivityLog } from '../../../shared/application/ports/activity-log.port.js';
import type { DomainError } from '../../../shared/domain/domain-error.js';
import { SystemClock } from '../../../shared/domain/clock.js';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database.js';
import { ManageUsers } from '../../application/manage-users.use-case.js';
import { AccessTokenIssuer } from '../../application/ports/access-token-issuer.js';
import { PasswordHasher } from '../../application/ports/password-hasher.js';
import { SessionIssuer } from '../../application/session-issuer.js';
import { SignIn } from '../../application/sign-in.use-case.js';
import { SqlUserDirectory } from './sql-user-directory.js';
import { SqlAdministratorRepository } from './sql-administrator.repository.js';
import { SqlSessionRepository } from './sql-session.repository.js';
import { SqlUserRepository } from './sql-user.repository.js';

/** `hash:<password>`; `verify` tells the test it has begun, then waits for `gate`, so a write can land meanwhile. */
class GatedHasher extends PasswordHasher {
  gate = Promise.resolve();
  onVerify: () => void = () => {};

  async hash(password: string) {
    return `hash:${password}`;
  }
  async verify(hash: string, password: string) {
    this.onVerify();
    await this.gate;
    return hash === `hash:${password}`;
  }
}

class FakeAccessTokens extends AccessTokenIssuer {
  async issue() {
    return { token: 'access', expiresInSeconds: 900 };
  }
  async verify() {
    return null;
  }
}

class NoActivity extends ActivityLog {
  async record() {}
}

const codeOf = (promise: Promise<unknown>) => promise.then(() => null, (error: DomainError) => error.code);

describe('concurrent writes to accounts', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let db: pg.Client;
  let transactions: TypeOrmTransactionRunner;
  let users: SqlUserRepository;
  let hasher: GatedHasher;
  let signIn: SignIn;
  let manageUsers: ManageUsers;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = createDataSource(database.url, 4);
    await dataSource.initialize();
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    transactions = new TypeOrmTransactionRunner(dataSource);
    const sql = new SqlDatabase(transactions);
    users = new SqlUserRepository(sql);
    hasher = new GatedHasher();
    const sessions = new SqlSessionRepository(sql);
    const clock = new SystemClock();
    signIn = new SignIn(users, hasher, new SessionIssuer(sessions, new FakeAccessTokens(), new AuthConfig('x'.repeat(32), 900, 30, 90)), transactions, clock);
    const administrators = new SqlAdministratorRepository(sql);
    manageUsers = new ManageUsers(new SqlUserDirectory(sql), users, sessions, administrators, new NoActivity(), new OutboxJobQueue(sql), transactions, clock);
  }, 60_000);

  afterAll(async () => {
    await db?.end();
    await dataSource?.destroy();
    await database?.drop();
  });

  let email: string;
  let id: string;
  beforeEach(async () => {
    email = `someone.${Date.now()}.${Math.random().toString(36).slice(2)}@example.lv`;
    const row = await db.query(
      `INSERT INTO users (email, password_hash, first_name, last_name, email_verified_at) VALUES ($1, 'hash:Old-Password-2026', 'Anna', 'Ozola', now()) RETURNING id`,
      [email],
    );
    id = row.rows[0].id;
  });

  /** Starts a sign-in with the old password and resolves once its password check has begun (and is held). */
  async function signInHeldAtPasswordCheck() {
    let checking: () => void = () => {};
    const started = new Promise<void>((resolve) => (checking = resolve));
    let open: () => void = () => {};
    hasher.gate = new Promise<void>((resolve) => (open = resolve));
    hasher.onVerify = checking;
    const attempt = codeOf(signIn.execute({ email, password: 'Old-Password-2026' }));
    await started;
    return { finish: () => (open(), attempt) };
  }

  it('a sign-in whose password check overlapped a password reset neither undoes the reset nor signs in', async () => {
    const held = await signInHeldAtPasswordCheck();
    await transactions.run(async () => {
      const user = (await users.findById(id))!;
      user.changePasswordHash('hash:New-Password-2026', new Date());
      await users.save(user);
    });

    expect(await held.finish()).toBe('auth.invalid_credentials');
    const row = (await db.query('SELECT password_hash FROM users WHERE id = $1', [id])).rows[0];
    expect(row.password_hash).toBe('hash:New-Password-2026');
    expect((await db.query('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [id])).rows[0].n).toBe(0);
  });

  it('a sign-in whose password check overlapped a deactivation leaves the account inactive and signs nobody in', async () => {
    const held = await signInHeldAtPasswordCheck();
    const admin = await db.query(`INSERT INTO users (email, password_hash, first_name, last_name, email_verified_at) VALUES ($1, 'x', 'Staff', 'Member', now()) RETURNING id`, [`staff.${Date.now()}@example.lv`]);
    await manageUsers.changeStatus(id, 'inactive', { id: admin.rows[0].id, email: 'staff@example.lv' });

    expect(await held.finish()).toBe('auth.invalid_credentials');
    expect((await db.query('SELECT status FROM users WHERE id = $1', [id])).rows[0].status).toBe('inactive');
    expect((await db.query('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [id])).rows[0].n).toBe(0);
  });

  it('two administrators deactivating each other at once leave one of them in charge', async () => {
    const other = await db.query(`INSERT INTO users (email, password_hash, first_name, last_name, email_verified_at) VALUES ($1, 'x', 'Other', 'Admin', now()) RETURNING id, email`, [`other.${email}`]);
    const admins = [{ id, email }, { id: other.rows[0].id as string, email: other.rows[0].email as string }];
    await db.query(`DELETE FROM admin_users`);
    for (const admin of admins) await db.query('INSERT INTO admin_users (email, user_id) VALUES ($1, $2)', [admin.email, admin.id]);

    const outcomes = await Promise.all([
      codeOf(manageUsers.changeStatus(admins[1].id, 'inactive', admins[0])),
      codeOf(manageUsers.changeStatus(admins[0].id, 'inactive', admins[1])),
    ]);
    expect(outcomes.sort()).toEqual(['identity.last_administrator', null].sort());
    const active = await db.query(`SELECT count(*)::int AS n FROM users u JOIN admin_users a ON a.email = u.email WHERE u.status = 'active'`);
    expect(active.rows[0].n).toBe(1);
  });
});
