// Preload for `node --import`: counts the queries this process sends to PostgreSQL through `pg` and, on SIGUSR2,
// writes the count to the file named by PG_QUERY_COUNT_FILE. Used by purchase-round-trips.mjs.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const pg = createRequire(process.argv[1])('pg');
let count = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...args) {
  count += 1;
  return query.apply(this, args);
};
process.on('SIGUSR2', () => writeFileSync(process.env.PG_QUERY_COUNT_FILE, String(count)));
