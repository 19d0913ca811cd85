import request from 'supertest';
import type { TestStack } from './test-stack.js';

export const STRONG_PASSWORD = 'Kalnu-ezers-2026';
let counter = 0;

export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@example.lv`;
}

export function tokenFromEmail(text: string): string {
  const match = /token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`No token link in email:\n${text}`);
  return match[1];
}

export function refreshCookieOf(response: request.Response): string | undefined {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  return cookies.find((cookie) => cookie.startsWith('bte_refresh='))?.split(';')[0];
}

export function register(stack: TestStack, email: string, overrides: Record<string, unknown> = {}) {
  return request(stack.http)
    .post('/api/auth/register')
    .send({ email, password: STRONG_PASSWORD, firstName: 'Anna', lastName: 'Bērziņa', countryCode: '+371', phoneNumber: '20000000', ...overrides });
}

/** Registers, follows the confirmation link from the mail sink and signs in. */
export async function signedUpUser(stack: TestStack, label = 'user') {
  const email = uniqueEmail(label);
  await register(stack, email).expect(202);
  const mail = await stack.mail.waitFor((message) => message.to.includes(email), 15_000);
  await request(stack.http).post('/api/auth/email-confirmations').send({ token: tokenFromEmail(mail.text) }).expect(200);
  return signIn(stack, email);
}

export async function signIn(stack: TestStack, email: string, password = STRONG_PASSWORD) {
  const response = await request(stack.http).post('/api/auth/login').send({ email, password }).expect(200);
  return { email, accessToken: response.body.accessToken as string, refreshCookie: refreshCookieOf(response)!, userId: response.body.user.id as string };
}

/** Subscribes to the newsletter and follows the confirmation link from the mail sink (double opt-in). */
export async function confirmedSubscriber(stack: TestStack, email: string, language: string) {
  await request(stack.http).post('/api/newsletter/subscriptions').send({ email, language }).expect(201);
  const mail = await stack.mail.waitFor((message) => message.to.includes(email) && message.text.includes('/newsletter/confirm?token='), 15_000);
  await request(stack.http).post('/api/newsletter/confirmations').send({ token: tokenFromEmail(mail.text) }).expect(200);
}
