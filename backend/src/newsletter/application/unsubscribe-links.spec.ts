import { createHmac } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { AppConfig, UnsubscribeConfig } from '../../config/config.js';
import { UnsubscribeLinks } from './unsubscribe-links.js';

const app = { publicUrl: 'https://tickets.example' } as AppConfig;
const oldSecret = 'o'.repeat(40);
const newSecret = 'n'.repeat(40);
const email = 'anna@example.lv';

const linksSignedWith = (secret: string, previousSecret?: string) => new UnsubscribeLinks(new UnsubscribeConfig(secret, previousSecret), app);

describe('unsubscribe links', () => {
  it('keeps links signed with the previous secret working during a rotation, and signs new ones with the new secret', () => {
    const mailedBefore = linksSignedWith(oldSecret).tokenFor(email);
    const rotating = linksSignedWith(newSecret, oldSecret);
    expect(rotating.emailOf(mailedBefore)?.value).toBe(email);
    expect(rotating.tokenFor(email)).not.toBe(mailedBefore);
    expect(linksSignedWith(newSecret).emailOf(rotating.tokenFor(email))?.value).toBe(email);
  });

  it('refuses links once the previous secret is removed', () => {
    const mailedBefore = linksSignedWith(oldSecret).tokenFor(email);
    expect(linksSignedWith(newSecret).emailOf(mailedBefore)).toBeNull();
  });

  it('does not take a link signed with another secret of the application', () => {
    const jwtSecret = 'j'.repeat(40);
    const signature = createHmac('sha256', jwtSecret).update(`newsletter-unsubscribe:${email}`).digest('base64url');
    expect(linksSignedWith(newSecret).emailOf(`${Buffer.from(email).toString('base64url')}.${signature}`)).toBeNull();
  });
});
