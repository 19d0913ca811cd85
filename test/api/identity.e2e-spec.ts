import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import sharp from 'sharp';
import request from 'supertest';
import { STRONG_PASSWORD, refreshCookieOf, register, signedUpUser, signIn, tokenFromEmail, uniqueEmail } from './support/accounts.js';
import { queuesDrained } from './support/queues.js';
import { startTestStack, type TestStack } from './support/test-stack.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('accounts over HTTP', () => {
  let stack: TestStack;
  let db: pg.Client;

  beforeAll(async () => {
    stack = await startTestStack({ queue: 'redis', env: { AUTH_RATE_LIMIT_PER_IP: '10000', AUTH_RATE_LIMIT_PER_EMAIL: '5' } });
    db = new pg.Client({ connectionString: stack.database.url });
    await db.connect();
  }, 60_000);

  afterAll(async () => {
    await db?.end();
    await stack?.close();
  }, 30_000);

  const userRow = async (email: string) => (await db.query('SELECT * FROM users WHERE email = $1', [email])).rows[0];

  describe('registration and confirmation', () => {
    it('registers, emails a confirmation link in the chosen language, and confirms once', async () => {
      const email = uniqueEmail('reg');
      const response = await register(stack, `  ${email.toUpperCase()} `, { language: 'lv' }).expect(202);
      expect(response.body.message).toBe('Registration successful! Please check your email to confirm your account.');

      const row = await userRow(email);
      expect(row).toMatchObject({ first_name: 'Anna', last_name: 'Bērziņa', phone: '+37120000000', status: 'active', preferred_language: 'lv', email_verified_at: null });
      expect(row.password_hash).toMatch(/^\$argon2id\$/);

      const mail = await stack.mail.waitFor((message) => message.to.includes(email), 15_000);
      expect(mail.subject).toBe('Apstipriniet savu e-pasta adresi');
      expect(mail.text).toContain('/lv/confirm-email?token=');
      const token = tokenFromEmail(mail.text);
      const stored = await db.query('SELECT token_hash FROM one_time_tokens WHERE user_id = $1', [row.id]);
      expect(stored.rows[0].token_hash).not.toContain(token);

      const signedIn = await signIn(stack, email);
      const before = await request(stack.http).get('/api/me').set('Authorization', `Bearer ${signedIn.accessToken}`).expect(200);
      expect(before.body).toMatchObject({ email, emailConfirmed: false, isAdmin: false });

      await request(stack.http).post('/api/auth/email-confirmations?lang=lv').send({ token }).expect(200);
      const after = await request(stack.http).get('/api/me').set('Authorization', `Bearer ${signedIn.accessToken}`).expect(200);
      expect(after.body.emailConfirmed).toBe(true);

      // Opened again, the link says so rather than calling itself invalid (issue 23); a made-up one is still refused.
      const again = await request(stack.http).post('/api/auth/email-confirmations').send({ token }).expect(200);
      expect(again.body).toEqual({ message: 'Your email address is already confirmed. You can buy and sell tickets.' });
      const againInLithuanian = await request(stack.http).post('/api/auth/email-confirmations?lang=lt').send({ token }).expect(200);
      expect(againInLithuanian.body.message).toBe('Jūsų el. pašto adresas jau patvirtintas. Galite pirkti ir parduoti bilietus.');
      const forged = await request(stack.http).post('/api/auth/email-confirmations').send({ token: `${token}x` }).expect(400);
      expect(forged.body).toEqual({ code: 'auth.token_invalid', message: 'This link is invalid or has expired. Please request a new one.' });
    }, 30_000);

    it('answers a second registration of the same email exactly like the first, and warns the owner instead', async () => {
      const email = uniqueEmail('dup');
      const first = await register(stack, email).expect(202);
      await stack.mail.waitFor((message) => message.to.includes(email), 15_000);
      const second = await register(stack, email, { firstName: 'Someone', password: 'Another-Pass-2026' }).expect(202);
      expect(second.body).toEqual(first.body);

      const notice = await stack.mail.waitFor((message) => message.to.includes(email) && message.subject.includes('tried to register'), 15_000);
      expect(notice.text).toContain('/en/reset-password');
      expect((await db.query('SELECT count(*)::int AS n FROM users WHERE email = $1', [email])).rows[0].n).toBe(1);
      expect((await userRow(email)).first_name).toBe('Anna');
    }, 30_000);

    it('refuses invalid fields with translated field errors and writes nothing', async () => {
      const email = uniqueEmail('bad');
      const response = await request(stack.http)
        .post('/api/auth/register?lang=lv')
        .send({ email: 'not-an-email', password: 'short', firstName: 'A', lastName: 'B', countryCode: '+49' })
        .expect(400);
      expect(response.body.code).toBe('validation.failed');
      expect(response.body.fieldErrors).toEqual({
        email: 'Lūdzu, ievadiet derīgu e-pasta adresi.',
        password: 'Parolei jābūt vismaz 8 rakstzīmes garai',
        firstName: 'Vārdam jābūt vismaz 2 rakstzīmes garam',
        lastName: 'Uzvārdam jābūt vismaz 2 rakstzīmes garam',
        countryCode: 'Izvēlieties vienu no piedāvātajiem valsts kodiem.',
      });
      await register(stack, email, { isAdmin: true }).expect(400);
      expect(await userRow(email)).toBeUndefined();
    });

    it('refuses addresses with <, > or , with a translated field error, and registers nobody', async () => {
      for (const email of [`<eve>${uniqueEmail('angle')}`, `eve,${uniqueEmail('list')}`]) {
        const response = await register(stack, email).set('Accept-Language', 'et').expect(400);
        expect(response.body.code).toBe('validation.failed');
        expect(Object.keys(response.body.fieldErrors)).toEqual(['email']);
      }
      const refused = await request(stack.http).post('/api/auth/login').send({ email: 'eve>@example.lv', password: STRONG_PASSWORD }).expect(400);
      expect(refused.body.fieldErrors.email).toBe('Please enter a valid email address.');
      expect((await db.query(`SELECT count(*)::int AS n FROM users WHERE email LIKE '%<%' OR email LIKE '%,%'`)).rows[0].n).toBe(0);
    }, 30_000);

    it('refuses a password from the list of common passwords', async () => {
      const email = uniqueEmail('common');
      const response = await register(stack, email, { password: 'password123' }).set('Accept-Language', 'et').expect(400);
      expect(response.body).toEqual({ code: 'identity.password_too_common', message: 'See parool on liiga levinud ja kergesti arvatav. Palun valige mõni muu.' });
      expect(await userRow(email)).toBeUndefined();
    });
  });

  describe('signing in and sessions', () => {
    it('gives the same answer for a wrong password and an unknown email', async () => {
      const { email } = await signedUpUser(stack, 'login');
      const wrongPassword = await request(stack.http).post('/api/auth/login').send({ email, password: 'Wrong-Pass-2026' }).expect(401);
      const unknown = await request(stack.http).post('/api/auth/login').send({ email: uniqueEmail('nobody'), password: 'Wrong-Pass-2026' }).expect(401);
      expect(wrongPassword.body).toEqual({ code: 'auth.invalid_credentials', message: 'Invalid email or password.' });
      expect(unknown.body).toEqual(wrongPassword.body);
    }, 30_000);

    it('refuses an inactive account with its own message, after the right password only', async () => {
      const { email } = await signedUpUser(stack, 'inactive');
      await db.query(`UPDATE users SET status = 'inactive' WHERE email = $1`, [email]);
      const response = await request(stack.http).post('/api/auth/login?lang=lt').send({ email, password: STRONG_PASSWORD }).expect(403);
      expect(response.body.code).toBe('auth.account_inactive');
      expect(response.body.message).toContain('Ši paskyra išjungta');
      await request(stack.http).post('/api/auth/login').send({ email, password: 'Wrong-Pass-2026' }).expect(401);
    }, 30_000);

    it('sets the refresh token as an httpOnly, SameSite=Strict cookie and rotates it on refresh', async () => {
      const user = await signedUpUser(stack, 'refresh');
      const login = await request(stack.http).post('/api/auth/login').send({ email: user.email, password: STRONG_PASSWORD }).expect(200);
      const setCookie = ([] as string[]).concat(login.headers['set-cookie'] ?? []).join(';');
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Strict/i);
      expect(setCookie).toMatch(/Path=\/api\/auth/);
      expect(login.body.user).not.toHaveProperty('passwordHash');

      const first = refreshCookieOf(login)!;
      const rotated = await request(stack.http).post('/api/auth/refresh').set('Cookie', first).expect(200);
      const second = refreshCookieOf(rotated)!;
      expect(second).not.toEqual(first);
      await request(stack.http).get('/api/me').set('Authorization', `Bearer ${rotated.body.accessToken}`).expect(200);
    }, 30_000);

    it('renews a used refresh token presented again within 30 s (its answer was lost), and revokes the family after that', async () => {
      const user = await signedUpUser(stack, 'reuse');
      const rotated = await request(stack.http).post('/api/auth/refresh').set('Cookie', user.refreshCookie).expect(200);
      const fresh = refreshCookieOf(rotated)!;

      // A browser whose page was left while the refresh was on its way never stored `fresh`: it stays signed in,
      // with that same successor, not a second one.
      const retried = await request(stack.http).post('/api/auth/refresh').set('Cookie', user.refreshCookie).expect(200);
      const retriedCookie = refreshCookieOf(retried)!;
      expect(retriedCookie).toBe(fresh);
      await request(stack.http).get('/api/me').set('Authorization', `Bearer ${retried.body.accessToken}`).expect(200);

      // Half a minute later the same token is a replay: the whole family ends, whoever holds its other tokens.
      await db.query(`UPDATE sessions SET replaced_at = replaced_at - interval '30 seconds' WHERE replaced_at IS NOT NULL AND user_id = (SELECT id FROM users WHERE email = $1)`, [user.email]);
      const replay = await request(stack.http).post('/api/auth/refresh').set('Cookie', user.refreshCookie).expect(401);
      expect(replay.body.code).toBe('auth.session_invalid');
      await request(stack.http).post('/api/auth/refresh').set('Cookie', fresh).expect(401);
      await request(stack.http).post('/api/auth/refresh').set('Cookie', retriedCookie).expect(401);
      await request(stack.http).get('/api/me').set('Authorization', `Bearer ${rotated.body.accessToken}`).expect(401);
    }, 30_000);

    it('gives one refresh token at most one live successor, however often it is replayed within 30 s, and a password change ends them', async () => {
      const user = await signedUpUser(stack, 'replay');
      const owner = await signIn(stack, user.email);
      const answers = [];
      for (let replay = 0; replay < 5; replay += 1) answers.push(await request(stack.http).post('/api/auth/refresh').set('Cookie', user.refreshCookie).expect(200));
      expect(new Set(answers.map((answer) => refreshCookieOf(answer))).size).toBe(1);
      const live = await db.query(
        `SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1 AND s.replaced_at IS NULL AND s.revoked_at IS NULL`,
        [user.email],
      );
      expect(live.rows[0].n).toBe(2); // the replayed sign-in's one successor, and the owner's other sign-in

      await request(stack.http)
        .put('/api/me/password')
        .set('Authorization', `Bearer ${owner.accessToken}`)
        .send({ currentPassword: STRONG_PASSWORD, newPassword: 'Jauna-Parole-2026', confirmPassword: 'Jauna-Parole-2026' })
        .expect(200);
      for (const answer of answers) {
        await request(stack.http).get('/api/me').set('Authorization', `Bearer ${answer.body.accessToken}`).expect(401);
        await request(stack.http).post('/api/auth/refresh').set('Cookie', refreshCookieOf(answer)!).expect(401);
      }
      await request(stack.http).post('/api/auth/refresh').set('Cookie', owner.refreshCookie).expect(200);
    }, 30_000);

    it('ends a sign-in at its absolute lifetime, however often it was refreshed', async () => {
      const user = await signedUpUser(stack, 'lifetime');
      const family = await db.query(`SELECT round(extract(epoch FROM family_expires_at - created_at) / 86400)::int AS days FROM sessions WHERE token_hash = encode(sha256($1::bytea), 'hex')`, [
        decodeURIComponent(user.refreshCookie.split('=')[1]),
      ]);
      expect(family.rows[0].days).toBe(90);
      const rotated = await request(stack.http).post('/api/auth/refresh').set('Cookie', user.refreshCookie).expect(200);
      await db.query(`UPDATE sessions SET family_expires_at = now() - interval '1 second' WHERE user_id = $1`, [user.userId]);
      const ended = await request(stack.http).post('/api/auth/refresh').set('Cookie', refreshCookieOf(rotated)!).expect(401);
      expect(ended.body.code).toBe('auth.session_invalid');
    }, 30_000);

    it('refuses tampered, unsigned (alg: none) and foreign tokens', async () => {
      const user = await signedUpUser(stack, 'jwt');
      const [header, payload, signature] = user.accessToken.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const forged = Buffer.from(JSON.stringify({ ...claims, sub: '00000000-0000-4000-8000-000000000000' })).toString('base64url');
      const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      for (const token of [`${header}.${forged}.${signature}`, `${none}.${payload}.`, `${header}.${payload}.${signature.slice(0, -4)}AAAA`, 'garbage']) {
        const response = await request(stack.http).get('/api/me').set('Authorization', `Bearer ${token}`).expect(401);
        expect(response.body.code).toBe('auth.unauthenticated');
      }
      expect(header).toBe(Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url'));
    }, 30_000);

    it('logs out server-side: the refresh token and the access token stop working', async () => {
      const user = await signedUpUser(stack, 'logout');
      const response = await request(stack.http).post('/api/auth/logout').set('Cookie', user.refreshCookie).expect(204);
      expect(([] as string[]).concat(response.headers['set-cookie'] ?? []).join(';')).toMatch(/bte_refresh=;/);
      await request(stack.http).post('/api/auth/refresh').set('Cookie', user.refreshCookie).expect(401);
      await request(stack.http).get('/api/me').set('Authorization', `Bearer ${user.accessToken}`).expect(401);
    }, 30_000);

    it('limits sign-in attempts per email address, with Retry-After', async () => {
      const email = uniqueEmail('limited');
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        statuses.push((await request(stack.http).post('/api/auth/login').send({ email, password: 'Wrong-Pass-2026' })).status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      const limited = await request(stack.http).post('/api/auth/login?lang=lv').send({ email, password: 'Wrong-Pass-2026' }).expect(429);
      expect(limited.body.code).toBe('request.rate_limited');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }, 30_000);
  });

  describe('password reset and change', () => {
    it('always answers a reset request the same way, and mails only real accounts', async () => {
      const real = await signedUpUser(stack, 'real');
      const ghost = uniqueEmail('ghost');
      const unknown = await request(stack.http).post('/api/auth/password-reset-requests').send({ email: ghost }).expect(202);
      const known = await request(stack.http).post('/api/auth/password-reset-requests').send({ email: real.email }).expect(202);
      expect(unknown.body).toEqual(known.body);
      expect(unknown.body.message).toBe('Password reset link sent to your email.');
      await stack.mail.waitFor((message) => message.to.includes(real.email) && message.text.includes('reset-password?token='), 15_000);
      // Once every mail the two requests could have caused is out, none went to the address without an account.
      await queuesDrained(stack);
      expect(stack.mail.messages.filter((message) => message.to.includes(ghost))).toEqual([]);
    }, 30_000);

    it('resets with a single-use link and ends every session', async () => {
      const user = await signedUpUser(stack, 'reset');
      await request(stack.http).post('/api/auth/password-reset-requests').send({ email: user.email }).expect(202);
      const mail = await stack.mail.waitFor((message) => message.to.includes(user.email) && message.text.includes('reset-password?token='), 15_000);
      const token = tokenFromEmail(mail.text);

      await request(stack.http).post('/api/auth/password-resets').send({ token, newPassword: 'Jauna-Parole-2026' }).expect(200);
      await request(stack.http).get('/api/me').set('Authorization', `Bearer ${user.accessToken}`).expect(401);
      await request(stack.http).post('/api/auth/refresh').set('Cookie', user.refreshCookie).expect(401);
      await request(stack.http).post('/api/auth/login').send({ email: user.email, password: STRONG_PASSWORD }).expect(401);
      await signIn(stack, user.email, 'Jauna-Parole-2026');
      await request(stack.http).post('/api/auth/password-resets').send({ token, newPassword: 'Vel-Cita-Parole-2026' }).expect(400);
      await stack.mail.waitFor((message) => message.to.includes(user.email) && message.subject === 'Your password was changed', 15_000);
    }, 30_000);

    it('ends older reset links when the password changes, by a reset or by a change', async () => {
      const resetToken = async (email: string) => {
        const seen = new Set(stack.mail.messages);
        await request(stack.http).post('/api/auth/password-reset-requests').send({ email }).expect(202);
        const mail = await stack.mail.waitFor((message) => !seen.has(message) && message.to.includes(email) && message.text.includes('reset-password?token='), 15_000);
        return tokenFromEmail(mail.text);
      };
      const resetting = await signedUpUser(stack, 'oldlinks-reset');
      const older = await resetToken(resetting.email);
      const newer = await resetToken(resetting.email);
      await request(stack.http).post('/api/auth/password-resets').send({ token: newer, newPassword: 'Jauna-Parole-2026' }).expect(200);
      const stale = await request(stack.http).post('/api/auth/password-resets').send({ token: older, newPassword: 'Vel-Cita-Parole-2026' }).expect(400);
      expect(stale.body.code).toBe('auth.token_invalid');
      await signIn(stack, resetting.email, 'Jauna-Parole-2026');

      const changing = await signedUpUser(stack, 'oldlinks-change');
      const mailed = await resetToken(changing.email);
      await request(stack.http)
        .put('/api/me/password')
        .set('Authorization', `Bearer ${changing.accessToken}`)
        .send({ currentPassword: STRONG_PASSWORD, newPassword: 'Jauna-Parole-2026', confirmPassword: 'Jauna-Parole-2026' })
        .expect(200);
      await request(stack.http).post('/api/auth/password-resets').send({ token: mailed, newPassword: 'Vel-Cita-Parole-2026' }).expect(400);
      await signIn(stack, changing.email, 'Jauna-Parole-2026');
    }, 30_000);

    it('changes the password only with the right current password', async () => {
      const user = await signedUpUser(stack, 'change');
      const other = await signIn(stack, user.email);
      const auth = { Authorization: `Bearer ${user.accessToken}` };

      const wrong = await request(stack.http).put('/api/me/password').set(auth).send({ currentPassword: 'Wrong-Pass-2026', newPassword: 'Jauna-Parole-2026', confirmPassword: 'Jauna-Parole-2026' }).expect(400);
      expect(wrong.body.code).toBe('identity.current_password_wrong');
      const mismatch = await request(stack.http).put('/api/me/password').set(auth).send({ currentPassword: STRONG_PASSWORD, newPassword: 'Jauna-Parole-2026', confirmPassword: 'Cita-Parole-2026' }).expect(400);
      expect(mismatch.body.message).toBe("Passwords don't match.");

      const done = await request(stack.http).put('/api/me/password').set(auth).send({ currentPassword: STRONG_PASSWORD, newPassword: 'Jauna-Parole-2026', confirmPassword: 'Jauna-Parole-2026' }).expect(200);
      expect(done.body.message).toBe('Password changed successfully!');
      await request(stack.http).get('/api/me').set(auth).expect(200);
      await request(stack.http).get('/api/me').set('Authorization', `Bearer ${other.accessToken}`).expect(401);
    }, 30_000);
  });

  describe('profile', () => {
    it('changes only the editable fields', async () => {
      const user = await signedUpUser(stack, 'profile');
      const auth = { Authorization: `Bearer ${user.accessToken}` };
      const updated = await request(stack.http).patch('/api/me').set(auth).send({ firstName: ' Jānis ', lastName: 'Ozols', countryCode: '+370', phoneNumber: '612 34567', preferredLanguage: 'ee' }).expect(200);
      expect(updated.body).toMatchObject({ firstName: 'Jānis', lastName: 'Ozols', phone: '+37061234567', preferredLanguage: 'et' });

      for (const forbidden of [{ email: 'new@example.lv' }, { status: 'inactive' }, { isAdmin: true }, { emailVerifiedAt: null }, { id: 'x' }]) {
        await request(stack.http).patch('/api/me').set(auth).send(forbidden).expect(400);
      }
      // Null is not "leave it": names and languages refuse it with a field error (the phone alone may be cleared).
      for (const nulled of [{ firstName: null }, { lastName: null }, { countryCode: null }, { preferredLanguage: null }]) {
        const refused = await request(stack.http).patch('/api/me').set(auth).send(nulled).expect(400);
        expect(Object.keys(refused.body.fieldErrors)).toEqual(Object.keys(nulled));
      }
      const row = await userRow(user.email);
      expect(row).toMatchObject({ email: user.email, status: 'active', first_name: 'Jānis', last_name: 'Ozols' });
      expect(row.email_verified_at).not.toBeNull();
    }, 30_000);

    it('accepts a real image as avatar, checked by content, and serves it', async () => {
      const user = await signedUpUser(stack, 'avatar');
      const auth = { Authorization: `Bearer ${user.accessToken}` };
      const uploaded = await request(stack.http).put('/api/me/avatar').set(auth).attach('file', PNG, { filename: 'me.png', contentType: 'image/png' }).expect(200);
      expect(uploaded.body.avatarUrl).toMatch(new RegExp(`^/api/avatars/${user.userId}/[0-9a-f-]{36}\\.webp$`));
      const served = await request(stack.http).get(uploaded.body.avatarUrl).expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('private, max-age=3600');
      // Not the upload: a picture made from it.
      expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });

      const pdf = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
      const renamed = await request(stack.http).put('/api/me/avatar').set(auth).attach('file', pdf, { filename: 'photo.png', contentType: 'image/png' }).expect(400);
      expect(renamed.body.code).toBe('identity.avatar_invalid');

      const huge = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
      const tooLarge = await request(stack.http).put('/api/me/avatar').set(auth).attach('file', huge, { filename: 'big.png', contentType: 'image/png' }).expect(413);
      expect(tooLarge.body).toEqual({ code: 'identity.avatar_too_large', message: 'The picture cannot exceed 2 MB.', params: { maxMb: 2 } });
    }, 30_000);

    it("keeps a 256 × 256 WebP made from a phone photo, without the photo's EXIF (GPS position included)", async () => {
      const user = await signedUpUser(stack, 'avatar-gps');
      const auth = { Authorization: `Bearer ${user.accessToken}` };
      // A 3000 × 2000 JPEG as a phone writes it: camera and position in its EXIF.
      const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#2f6f4f' } })
        .jpeg({ quality: 90 })
        .withExif({ IFD0: { Make: 'TestCam', Model: 'Phone 12' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '56/1 57/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '24/1 6/1 0/1' } })
        .toBuffer();
      const original = await sharp(photo).metadata();
      expect(original).toMatchObject({ format: 'jpeg', width: 3000, height: 2000 });
      expect(original.exif?.toString('latin1')).toContain('Phone 12');
      // The GPS IFD pointer (tag 0x8825, little-endian) is there.
      expect(original.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

      const uploaded = await request(stack.http).put('/api/me/avatar').set(auth).attach('file', photo, { filename: 'IMG_0001.jpg', contentType: 'image/jpeg' }).expect(200);
      const served = await request(stack.http).get(uploaded.body.avatarUrl).expect(200);
      const kept = served.body as Buffer;
      const metadata = await sharp(kept).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256, hasProfile: false });
      expect({ exif: metadata.exif, xmp: metadata.xmp, iptc: metadata.iptc, icc: metadata.icc, orientation: metadata.orientation }).toEqual({ exif: undefined, xmp: undefined, iptc: undefined, icc: undefined, orientation: undefined });
      for (const trace of ['Exif', 'TestCam', 'Phone 12']) expect({ trace, found: kept.includes(trace) }).toEqual({ trace, found: false });
      expect(kept.length).toBeLessThan(photo.length);

      // The hostile file is still refused by the inspector before anything decodes it, and the picture stays.
      const polyglot = Buffer.concat([photo, Buffer.from('<script>alert(1)</script>')]);
      const refused = await request(stack.http).put('/api/me/avatar').set(auth).attach('file', polyglot, { filename: 'x.jpg', contentType: 'image/jpeg' }).expect(400);
      expect(refused.body.code).toBe('identity.avatar_invalid');
      const me = await request(stack.http).get('/api/me').set(auth).expect(200);
      expect(me.body.avatarUrl).toBe(uploaded.body.avatarUrl);
    }, 30_000);

    it('serves a picture only at its unguessable URL: knowing the user id is not enough', async () => {
      const user = await signedUpUser(stack, 'hidden-avatar');
      const uploaded = await request(stack.http).put('/api/me/avatar').set({ Authorization: `Bearer ${user.accessToken}` }).attach('file', PNG, { filename: 'me.png', contentType: 'image/png' }).expect(200);
      await request(stack.http).get(uploaded.body.avatarUrl).expect(200);
      for (const guess of [`/api/users/${user.userId}/avatar`, `/api/users/${user.userId}/avatar?v=1`, `/api/avatars/${user.userId}/${randomUUID()}.png`, `/api/avatars/${user.userId}/..%2F..%2Fsecrets.json`]) {
        const refused = await request(stack.http).get(guess);
        expect([guess, refused.status]).toEqual([guess, 404]);
        expect(refused.headers['content-type']).toMatch(/json/);
      }
    }, 30_000);
  });

  describe('administrators', () => {
    it('guards the whole /api/admin area: 401 for visitors, 403 for users, open for administrators', async () => {
      const anonymous = await request(stack.http).get('/api/admin/anything').expect(401);
      expect(anonymous.body.code).toBe('auth.unauthenticated');

      const user = await signedUpUser(stack, 'notadmin');
      const refused = await request(stack.http).get('/api/admin/anything').set('Authorization', `Bearer ${user.accessToken}`).expect(403);
      expect(refused.body).toEqual({ code: 'auth.admin_required', message: 'Administrator privileges required.' });

      const admin = await signedUpUser(stack, 'admin');
      await db.query('INSERT INTO admin_users (email, user_id) SELECT email, id FROM users WHERE email = $1', [admin.email]);
      await request(stack.http).get('/api/admin/anything').set('Authorization', `Bearer ${admin.accessToken}`).expect(404);
      const me = await request(stack.http).get('/api/me').set('Authorization', `Bearer ${admin.accessToken}`).expect(200);
      expect(me.body.isAdmin).toBe(true);
    }, 30_000);

    it('gives rights granted to an address only to the account that confirms it, and guards admin routes whatever the path spelling', async () => {
      const admin = await signedUpUser(stack, 'granting-admin');
      await db.query('INSERT INTO admin_users (email, user_id) SELECT email, id FROM users WHERE email = $1', [admin.email]);
      const address = uniqueEmail('granted-early');
      await request(stack.http).post('/api/admin/administrators').set('Authorization', `Bearer ${admin.accessToken}`).send({ email: address }).expect(201);

      // Whoever registers the address first, without confirming it, gets nothing.
      await register(stack, address).expect(202);
      const unconfirmed = await signIn(stack, address);
      const refused = await request(stack.http).get('/api/admin/users').set('Authorization', `Bearer ${unconfirmed.accessToken}`).expect(403);
      expect(refused.body.code).toBe('auth.admin_required');
      expect((await request(stack.http).get('/api/me').set('Authorization', `Bearer ${unconfirmed.accessToken}`).expect(200)).body.isAdmin).toBe(false);
      for (const path of ['/api/Admin/users', '/api/ADMIN/users', '/api/admin//users']) {
        const response = await request(stack.http).get(path).set('Authorization', `Bearer ${unconfirmed.accessToken}`);
        expect([403, 404]).toContain(response.status);
        await request(stack.http).get(path).expect((anonymous) => expect([401, 404]).toContain(anonymous.status));
      }

      // The owner of the address confirms it: now the grant is theirs.
      const mail = await stack.mail.waitFor((message) => message.to.includes(address) && message.text.includes('confirm-email?token='), 15_000);
      await request(stack.http).post('/api/auth/email-confirmations').send({ token: tokenFromEmail(mail.text) }).expect(200);
      await request(stack.http).get('/api/admin/users').set('Authorization', `Bearer ${unconfirmed.accessToken}`).expect(200);

      // Rights follow the account: deactivated, it has none.
      await db.query(`UPDATE users SET status = 'inactive' WHERE email = $1`, [address]);
      await request(stack.http).get('/api/admin/users').set('Authorization', `Bearer ${unconfirmed.accessToken}`).expect(401);
    }, 30_000);
  });
});
