import { describe, expect, it } from '@jest/globals';
import { AuthConfig } from '../../../config/config.js';
import { MailSecrets, UnsealableSecretError } from './mail-secrets.js';

const secretsUnder = (jwtSecret: string) => new MailSecrets(new AuthConfig(jwtSecret, 900, 30, 90));
const LINK = 'https://bte.example/lv/reset-password?token=abcDEF123_-';

describe('MailSecrets', () => {
  const secrets = secretsUnder('a'.repeat(32));

  it('opens what it sealed, and the sealed form shows nothing of the link', () => {
    const sealed = secrets.seal(LINK);
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('token');
    expect(sealed).not.toContain('abcDEF123');
    expect(secrets.open(sealed)).toBe(LINK);
    expect(secrets.openAll(secrets.sealAll({ actionUrl: LINK }))).toEqual({ actionUrl: LINK });
  });

  it('seals the same link differently each time', () => {
    expect(secrets.seal(LINK)).not.toBe(secrets.seal(LINK));
  });

  it('refuses a sealed value that was altered', () => {
    const bytes = Buffer.from(secrets.seal(LINK), 'base64url');
    for (const index of [0, 20, bytes.length - 1]) {
      const tampered = Buffer.from(bytes);
      tampered[index] ^= 0x01;
      expect(() => secrets.open(tampered.toString('base64url'))).toThrow(UnsealableSecretError);
    }
    expect(() => secrets.open('')).toThrow(UnsealableSecretError);
    expect(() => secrets.open('c2hvcnQ')).toThrow(UnsealableSecretError);
  });

  it('refuses a value sealed under another key', () => {
    const sealed = secretsUnder('b'.repeat(32)).seal(LINK);
    expect(() => secrets.open(sealed)).toThrow(UnsealableSecretError);
  });
});
