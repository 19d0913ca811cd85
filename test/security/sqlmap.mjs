// sqlmap (Debian's package) against every operation of the OpenAPI document: public, signed-in and administrator
// routes, each query parameter, JSON field and path id as an injection point. Prints what it tried and what it
// found; exits 1 if sqlmap reports any injectable parameter.
//
//   npm run build -w backend && node test/security/sqlmap.mjs           (SQLMAP_LEVEL / SQLMAP_RISK to go deeper)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { baseEnv, freshDatabase, startProcess, stop, waitForHttp } from '../perf/stack.mjs';

const LEVEL = process.env.SQLMAP_LEVEL ?? '2';
const RISK = process.env.SQLMAP_RISK ?? '1';
const PORT = Number(process.env.SQLMAP_PORT ?? 3390);
const base = `http://127.0.0.1:${PORT}`;

if (spawnSync('sqlmap', ['--version'], { stdio: 'ignore' }).status !== 0) {
  console.log('Installing sqlmap (Debian package)...');
  const installed = spawnSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq sqlmap'], { stdio: 'inherit' });
  if (installed.status !== 0) throw new Error('sqlmap is not installed and could not be installed (apt-get install sqlmap)');
}

const database = await freshDatabase('bte_sqlmap');
const api = startProcess('main.js', baseEnv(database.url, PORT));
const outputDir = mkdtempSync(join(tmpdir(), 'bte-sqlmap-'));
try {
  await waitForHttp(`${base}/api/health`);
  const { user, admin, ticketId, eventId } = await prepareAccounts();
  const document = await (await fetch(`${base}/api/docs-json`)).json();
  const targets = targetsFrom(document, { user, admin, ticketId, eventId });
  console.log(`sqlmap ${LEVEL}/${RISK} (level/risk) against ${targets.length} operations on ${base}`);

  const findings = [];
  let points = 0;
  for (const target of targets) {
    const args = ['-u', target.url, '--method', target.method, '--batch', '--level', LEVEL, '--risk', RISK, '--technique', 'BEUT', '--time-sec', '2', '--threads', '4', '--dbms', 'PostgreSQL', '--flush-session', '--disable-coloring', '--output-dir', outputDir, '--answers', 'follow=N'];
    if (target.data) args.push('--data', target.data, '--headers', 'Content-Type: application/json');
    if (target.token) args.push('--headers', `Authorization: Bearer ${target.token}`);
    const run = spawnSync('sqlmap', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const output = `${run.stdout}\n${run.stderr}`;
    // sqlmap ends the test of each parameter with one of these lines.
    const tested = (output.match(/parameter '[^']+' (?:does not seem to be injectable|is vulnerable)/g) ?? []).length;
    points += tested;
    const vulnerable = /identified the following injection point|is vulnerable/i.test(output);
    console.log(`  ${vulnerable ? 'FOUND' : 'clean'}  ${target.method} ${target.label}${target.token ? ` (${target.as})` : ''}`);
    if (vulnerable) findings.push({ target, output: output.split('\n').filter((line) => /Parameter:|Type:|Title:|Payload:/.test(line)).join('\n') });
  }
  console.log(`\nsqlmap: ${targets.length} operations, ${points} parameter tests, ${findings.length} injectable`);
  for (const finding of findings) console.log(`\n${finding.target.method} ${finding.target.label}\n${finding.output}`);
  process.exitCode = findings.length ? 1 : 0;
} finally {
  await stop(api);
  await database.drop();
  rmSync(outputDir, { recursive: true, force: true });
}

async function json(path, method, body, token) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** A confirmed user with one listing, and an administrator, made through the API and marked in the database. */
async function prepareAccounts() {
  const password = 'Sqlmap-Probe-2026';
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const accounts = {};
  for (const label of ['user', 'admin']) {
    const email = `sqlmap.${label}@example.lv`;
    await json('/api/auth/register', 'POST', { email, password, firstName: 'Sql', lastName: 'Map', countryCode: '+371', phoneNumber: '20000000' });
    await db.query('UPDATE users SET email_verified_at = now() WHERE email = $1', [email]);
    if (label === 'admin') await db.query('INSERT INTO admin_users (email, user_id) SELECT email, id FROM users WHERE email = $1 ON CONFLICT DO NOTHING', [email]);
    accounts[label] = (await json('/api/auth/login', 'POST', { email, password })).body.accessToken;
  }
  const { rows: [category] } = await db.query(`SELECT id FROM categories WHERE key = 'concerts'`);
  const { rows: [event] } = await db.query('SELECT id FROM events ORDER BY starts_at LIMIT 1');
  await db.end();
  const form = new FormData();
  const fields = { title: 'Probe', categoryId: category.id, eventDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10), venue: 'Rīga', pricePerUnit: '10', faceValue: '10', quantity: '1' };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const listed = await fetch(`${base}/api/tickets`, { method: 'POST', headers: { Authorization: `Bearer ${accounts.user}` }, body: form });
  return { ...accounts, ticketId: (await listed.json()).id, eventId: event?.id };
}

function resolve(document, schema) {
  if (!schema) return {};
  if (schema.$ref) return resolve(document, document.components.schemas[schema.$ref.split('/').pop()]);
  return schema;
}

function sample(document, schema, name) {
  const resolved = resolve(document, schema);
  if (resolved.example !== undefined) return resolved.example;
  if (resolved.enum?.length) return resolved.enum[0];
  if (resolved.type === 'integer' || resolved.type === 'number') return 1;
  if (resolved.type === 'boolean') return true;
  if (resolved.type === 'array') return [];
  if (resolved.properties) return Object.fromEntries(Object.entries(resolved.properties).map(([key, property]) => [key, sample(document, property, key)]));
  if (/email/i.test(name)) return 'probe@example.lv';
  if (/date|from|to/i.test(name)) return '2030-06-15';
  return 'probe';
}

/** One target per operation: the signed-in variant for secured routes, the administrator for /api/admin. */
function targetsFrom(document, { user, admin, ticketId, eventId }) {
  const targets = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (/\/(logout|refresh|health|docs)/.test(path) || operation.requestBody?.content?.['multipart/form-data']) continue;
      const isAdmin = path.startsWith('/api/admin');
      const token = isAdmin ? admin : operation.security?.length ? user : undefined;
      const concrete = path.replace(/\{([^}]+)\}/g, (_, name) => `${name === 'slug' ? 'koncerti' : /event/.test(path) ? eventId : ticketId}*`);
      const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => `${parameter.name}=${encodeURIComponent(sample(document, parameter.schema, parameter.name))}`);
      if (isAdmin && method === 'get' && !path.includes('{')) query.push(`filter=${encodeURIComponent('{"q":"probe"}')}`, `range=${encodeURIComponent('[0,9]')}`);
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      targets.push({
        label: path,
        method: method.toUpperCase(),
        url: `${base}${concrete}${query.length ? `?${query.join('&')}` : ''}`,
        data: schema ? JSON.stringify(sample(document, schema, '')) : undefined,
        token,
        as: isAdmin ? 'administrator' : 'signed in',
      });
    }
  }
  return targets;
}
