import 'reflect-metadata';
import { prepareDatabase } from './database-setup.js';

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
const admin = email && password ? { email, password, firstName: 'Admin', lastName: 'User', language: 'en' as const } : undefined;
const { applied } = await prepareDatabase(url, admin ? { demoUsers: [], admin } : undefined);
process.stdout.write(`${JSON.stringify({ level: 'info', service: 'migrate', msg: 'migrations applied', applied })}\n`);
