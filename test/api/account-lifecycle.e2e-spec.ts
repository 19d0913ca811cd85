import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { STRONG_PASSWORD, register, signedUpUser, signIn, tokenFromEmail, uniqueEmail } from './support/accounts.js';
import { startTestStack, type TestStack } from './support/test-stack.js';

describe('an account over its life: e-mail change, export, deletion', () => {
  let stack: TestStack;
  let db: pg.Client;

  beforeAll(async () => {
    stack = await startTestStack({ queue: 'redis', env: { AUTH_RATE_LIMIT_PER_IP: '10000', AUTH_RATE_LIMIT_PER_EMAIL: '50' } });
    db = new pg.Client({ connectionString: stack.database.url });
    await db.connect();
  }, 60_000);

  afterAll(async () => {
    await db?.end();
    await stack?.close();
  }, 30_000);

  const bearer = (token: string) => `Bearer ${token}`;
  const mailTo = (address: string, containing: string) =>
    stack.mail.waitFor((message) => message.to.includes(address) && message.text.includes(containing), 15_000);

  describe('e-mail change', () => {
    it('moves the account to the new address once its link is opened; the old address is told, other sessions end', async () => {
      const user = await signedUpUser(stack, 'mover');
      const otherDevice = await signIn(stack, user.email);
      const newEmail = uniqueEmail('moved');

      const answer = await request(stack.http)
        .post('/api/me/email-change-requests')
        .set('Authorization', bearer(user.accessToken))
        .send({ newEmail: ` ${newEmail.toUpperCase()} `, currentPassword: STRONG_PASSWORD })
        .expect(202);
      expect(answer.body.message).toMatch(/confirmation link/);

      const notice = await mailTo(user.email, '/en/report-email-change?token=');
      expect(notice.subject).toBe('Your e-mail address is about to change');
      expect(notice.text).toContain(newEmail);
      const confirmation = await mailTo(newEmail, '/en/confirm-email-change?token=');
      // The caller goes on; the other device is signed out at once.
      await request(stack.http).get('/api/me').set('Authorization', bearer(user.accessToken)).expect(200);
      await request(stack.http).get('/api/me').set('Authorization', bearer(otherDevice.accessToken)).expect(401);
      await request(stack.http).post('/api/auth/refresh').set('Cookie', otherDevice.refreshCookie).expect(401);
      // Until the link is opened the old address is the one to sign in with.
      await signIn(stack, user.email);

      const token = tokenFromEmail(confirmation.text);
      const done = await request(stack.http).post('/api/auth/email-changes').send({ token }).expect(200);
      expect(done.body.message).toBe('Your e-mail address is changed. Sign in with the new address from now on.');
      const again = await request(stack.http).post('/api/auth/email-changes').send({ token }).expect(400);
      expect(again.body.code).toBe('auth.token_invalid');

      const profile = await request(stack.http).get('/api/me').set('Authorization', bearer(user.accessToken)).expect(200);
      expect(profile.body).toMatchObject({ email: newEmail, emailConfirmed: true });
      await request(stack.http).post('/api/auth/login').send({ email: user.email, password: STRONG_PASSWORD }).expect(401);
      await signIn(stack, newEmail);
      // The old address is free again.
      await register(stack, user.email).expect(202);
      await mailTo(user.email, '/en/confirm-email?token=');
    }, 60_000);

    it('answers the same for a taken address, and mails that address nothing', async () => {
      const user = await signedUpUser(stack, 'taker');
      const holder = await signedUpUser(stack, 'holder');
      const free = await request(stack.http)
        .post('/api/me/email-change-requests')
        .set('Authorization', bearer(user.accessToken))
        .send({ newEmail: uniqueEmail('free'), currentPassword: STRONG_PASSWORD })
        .expect(202);
      const taken = await request(stack.http)
        .post('/api/me/email-change-requests')
        .set('Authorization', bearer(user.accessToken))
        .send({ newEmail: holder.email, currentPassword: STRONG_PASSWORD })
        .expect(202);
      expect(taken.body).toEqual(free.body);
      await mailTo(user.email, `${holder.email}`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(stack.mail.messages.filter((message) => message.to.includes(holder.email) && message.text.includes('confirm-email-change'))).toEqual([]);
      const tokens = await db.query(`SELECT email FROM one_time_tokens WHERE user_id = $1 AND purpose = 'email_change' AND used_at IS NULL`, [user.userId]);
      // The earlier request's link ended when the second was made, and the taken address got none.
      expect(tokens.rows).toEqual([]);
    }, 60_000);

    it('refuses a wrong current password or a bad address, and changes nothing', async () => {
      const user = await signedUpUser(stack, 'wrongpw');
      const wrong = await request(stack.http)
        .post('/api/me/email-change-requests')
        .set('Authorization', bearer(user.accessToken))
        .send({ newEmail: uniqueEmail('x'), currentPassword: 'not-the-password' })
        .expect(400);
      expect(wrong.body.code).toBe('identity.current_password_wrong');
      const bad = await request(stack.http)
        .post('/api/me/email-change-requests')
        .set('Authorization', bearer(user.accessToken))
        .send({ newEmail: 'not an address', currentPassword: STRONG_PASSWORD })
        .expect(400);
      expect(Object.keys(bad.body.fieldErrors)).toEqual(['newEmail']);
      await request(stack.http).post('/api/me/email-change-requests').send({ newEmail: uniqueEmail('x'), currentPassword: STRONG_PASSWORD }).expect(401);
    }, 30_000);

    it('"this was not me" undoes a completed change, signs everyone out and mails the old address a reset link', async () => {
      const user = await signedUpUser(stack, 'victim');
      const stolen = uniqueEmail('thief');
      await request(stack.http)
        .post('/api/me/email-change-requests')
        .set('Authorization', bearer(user.accessToken))
        .send({ newEmail: stolen, currentPassword: STRONG_PASSWORD })
        .expect(202);
      const notice = await mailTo(user.email, 'report-email-change?token=');
      const confirmation = await mailTo(stolen, 'confirm-email-change?token=');
      await request(stack.http).post('/api/auth/email-changes').send({ token: tokenFromEmail(confirmation.text) }).expect(200);

      const reported = await request(stack.http).post('/api/auth/email-change-reports?lang=lv').send({ token: tokenFromEmail(notice.text) }).expect(200);
      expect(reported.body.message).toMatch(/E-pasta maiņa ir apturēta/);
      await request(stack.http).get('/api/me').set('Authorization', bearer(user.accessToken)).expect(401);
      await request(stack.http).post('/api/auth/login').send({ email: stolen, password: STRONG_PASSWORD }).expect(401);
      const reset = await mailTo(user.email, '/reset-password?token=');
      await request(stack.http).post('/api/auth/password-resets').send({ token: tokenFromEmail(reset.text), newPassword: 'Jauna-parole-2026' }).expect(200);
      await signIn(stack, user.email, 'Jauna-parole-2026');
      await request(stack.http).post('/api/auth/email-change-reports').send({ token: tokenFromEmail(notice.text) }).expect(400);
    }, 60_000);
  });
});
