// What Passport itself costs per signed-in request: the guard every signed-in route uses (Nest's AuthGuard('jwt')
// over Passport and passport-jwt), called in a loop with the session check stubbed out, against the part of it that
// cannot go away, jsonwebtoken's verification of the same token with the same options. No database, no HTTP.
// Usage: npm run build -w backend && node test/perf/auth-guard-cost.mjs (BENCH_BACKEND_DIST as for the others).
import 'reflect-metadata';
import { randomBytes, randomUUID } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { DIST } from './stack.mjs';

const CALLS = Number(process.env.BENCH_CALLS ?? 50_000);
const ROUNDS = 5;
const jwt = createRequire(join(DIST, 'main.js'))('jsonwebtoken');
const { JwtStrategy } = await import(join(DIST, 'identity/adapters/http/jwt.strategy.js'));
const { SignedInGuard } = await import(join(DIST, 'shared/adapters/http/signed-in.js'));
const { JwtAccessTokenIssuer, accessTokenKey, ACCESS_TOKEN_ALGORITHM } = await import(join(DIST, 'identity/adapters/security/jwt-access-token-issuer.js'));

const config = { jwtSecret: randomBytes(32).toString('hex'), accessTokenTtlSeconds: 900 };
const user = { id: randomUUID(), email: 'buyer@bench.lv', sessionFamilyId: randomUUID(), emailConfirmed: true, firstName: 'Buyer', language: 'lv' };
const sessionCheck = { execute: async () => user };
new JwtStrategy(config, sessionCheck); // registers the 'jwt' strategy with Passport, as the identity module does
const guard = new SignedInGuard();
const { token } = await new JwtAccessTokenIssuer(config).issue({ userId: user.id, sessionFamilyId: user.sessionFamilyId });
const key = accessTokenKey(config.jwtSecret);
const options = { algorithms: [ACCESS_TOKEN_ALGORITHM], issuer: 'baltic-ticket-exchange', audience: 'bte-api' };

function request() {
  const incoming = new IncomingMessage(new Socket());
  incoming.headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  return { incoming, response: new ServerResponse(incoming) };
}

const cases = {
  'guard: AuthGuard(jwt) + Passport + passport-jwt': async () => {
    const { incoming, response } = request();
    await guard.canActivate({ switchToHttp: () => ({ getRequest: () => incoming, getResponse: () => response }) });
    if (incoming.user !== user) throw new Error('not signed in');
  },
  'the same without Passport: bearer token, jsonwebtoken.verify, session check': async () => {
    const { incoming } = request();
    const bearer = /^Bearer (\S+)$/i.exec(incoming.headers.authorization)?.[1];
    const claims = jwt.verify(bearer, key, options);
    incoming.user = await sessionCheck.execute({ userId: claims.sub, sessionFamilyId: claims.sid });
    if (incoming.user !== user) throw new Error('not signed in');
  },
};

const results = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
for (let round = 0; round < ROUNDS; round += 1) {
  for (const [name, run] of Object.entries(cases)) {
    const started = process.cpuUsage();
    for (let call = 0; call < CALLS; call += 1) await run();
    const used = process.cpuUsage(started);
    results[name].push(((used.user + used.system) / CALLS));
  }
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`CPU per call, median of ${ROUNDS} rounds of ${CALLS} (first round included: JIT warm-up), µs:`);
for (const [name, values] of Object.entries(results)) console.log(`  ${name}: ${median(values).toFixed(1)} (rounds: ${values.map((v) => v.toFixed(1)).join(', ')})`);
const [withPassport, without] = Object.values(results).map(median);
console.log(`Passport's own share: ${(withPassport - without).toFixed(1)} µs per signed-in request.`);
