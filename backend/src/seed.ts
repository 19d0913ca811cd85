import 'reflect-metadata';
import { prepareDatabase } from './database-setup.js';

/**
 * `npm run seed -w backend` (`node backend/dist/seed.js`): applies migrations to DATABASE_URL and adds the demo
 * catalogue (categories, and events from today on when there are none). Idempotent; creates no accounts: `npm start`
 * makes the demo accounts with generated passwords, and production gets its administrator from migrate.js.
 */
const url = process.env.DATABASE_URL;
if (!url) {
  process.stderr.write('DATABASE_URL is required\n');
  process.exit(78);
}
const { applied } = await prepareDatabase(url, { demoUsers: [], demoEventsFrom: new Date() });
process.stdout.write(`${JSON.stringify({ level: 'info', service: 'seed', msg: 'demo catalogue seeded', applied })}\n`);
