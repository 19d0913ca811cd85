// Why SqlDatabase runs its prepared statements through pg's callback form (ADR 0016, amended): the same named
// statement, answering a 7 kB row text of Latvian characters like a category's page of events, run by 20 clients for
// a few seconds in each of pg's two forms: `client.query(config)` returning a promise, and `client.query(config,
// callback)` inside a promise of our own. Each form runs in a child process with V8's GC trace, and the script prints
// per statement what the young generation allocated, what it promoted to the old generation, and the scavenges' pause.
// Promoted bytes are bytes copied twice and then left for a full collection. Asserts nothing.
// Usage: node test/perf/pg-query-promotion.mjs (BENCH_SECONDS, default 4; TEST_DATABASE_URL names the server).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SERVER } from './stack.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const [, , form] = process.argv;

if (form) {
  // The child: one form, statements counted on stdout after the GC trace.
  const pool = new pg.Pool({ connectionString: SERVER, max: 10 });
  const statement = { name: 'promotion.page', text: "SELECT repeat('Arēna Rīga, ', 640) AS page" };
  const run = async (client) =>
    form === 'promise' ? client.query(statement) : new Promise((resolve, reject) => client.query(statement, (error, result) => (error ? reject(error) : resolve(result))));
  let statements = 0;
  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (Date.now() < deadline) {
        const client = await pool.connect();
        try {
          if ((await run(client)).rows[0].page.length > 0) statements += 1;
        } finally {
          client.release();
        }
      }
    }),
  );
  await pool.end();
  console.log(`statements=${statements}`);
} else {
  console.log(`20 clients, ${SECONDS} s per form, a 7 kB row text per statement:`);
  for (const one of ['promise', 'callback']) {
    const child = spawnSync(process.execPath, ['--trace-gc-nvp', fileURLToPath(import.meta.url), one], { encoding: 'utf8', env: process.env });
    if (child.status !== 0) throw new Error(child.stderr);
    const scavenges = child.stdout.split('\n').filter((line) => line.includes(' gc=s '));
    const sum = (field) => scavenges.reduce((total, line) => total + Number(line.match(new RegExp(` ${field}=([\\d.]+)`))?.[1] ?? 0), 0);
    const statements = Number(child.stdout.match(/statements=(\d+)/)[1]);
    console.log(
      `  ${(one === 'promise' ? 'client.query(config)' : 'client.query(config, callback)').padEnd(31)}: ${statements} statements, ${scavenges.length} scavenges; per statement ` +
        `${Math.round(sum('allocated') / statements).toLocaleString('en')} bytes allocated, ${Math.round(sum('promoted') / statements).toLocaleString('en')} promoted, ` +
        `${((1000 * sum('pause')) / statements).toFixed(1)} µs of scavenge pause`,
    );
  }
}
