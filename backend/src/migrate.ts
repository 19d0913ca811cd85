import 'reflect-metadata';
import { prepareDatabase } from './database-setup.js';
import { FileCommonPasswordList } from './identity/adapters/security/file-common-password-list.js';
import { assertAcceptableNewPassword } from './identity/domain/password-policy.js';
import { DomainError } from './shared/domain/domain-error.js';

/**
 * `node backend/dist/migrate.js`: applies migrations to DATABASE_URL, and creates the first administrator
 * from ADMIN_EMAIL / ADMIN_PASSWORD when both are set. For production deploys (run once before the API).
 */
const url = process.env.DATABASE_URL;
if (!url) {
  process.stderr.write('DATABASE_URL is required\n');
  process.exit(78);
}
const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = process.env;
if (process.env.NODE_ENV === 'production' && password) refuseWeakAdminPassword(password);
const admin = email && password ? { email, password, firstName: 'Admin', lastName: 'User', language: 'en' as const } : undefined;
const { applied } = await prepareDatabase(url, admin ? { demoUsers: [], admin } : undefined);
process.stdout.write(`${JSON.stringify({ level: 'info', service: 'migrate', msg: 'migrations applied', applied })}\n`);

/** In production the first administrator's password must pass the same policy as every user's, and not be the example's. */
function refuseWeakAdminPassword(candidate: string) {
  let problem: string | undefined;
  try {
    assertAcceptableNewPassword(candidate, (value) => new FileCommonPasswordList().contains(value));
    if (candidate.toLowerCase().includes('change-me')) problem = 'still holds the placeholder "change-me"';
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    problem = `fails the password policy (${error.code}${Object.keys(error.params).length > 0 ? ` ${JSON.stringify(error.params)}` : ''})`;
  }
  if (problem) {
    process.stderr.write(`Invalid configuration:\n  - ADMIN_PASSWORD ${problem}\n`);
    process.exit(78);
  }
}
