import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AuthConfig } from '../../../config/config.js';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A sealed value could not be opened: tampered with, or sealed under another key (JWT_SECRET was rotated). */
export class UnsealableSecretError extends Error {
  constructor() {
    super('A sealed mail parameter cannot be opened: it was altered or sealed under another key');
    this.name = 'UnsealableSecretError';
  }
}

/**
 * Seals the secret parameters of a mail (links carrying a one-time token) so that the outbox row, the queued
 * job and the queue board hold only ciphertext; the mail handler opens them in memory right before rendering.
 * AES-256-GCM under a key derived from JWT_SECRET with a label of its own, so there is no new setting to manage.
 * See docs/adr/0011-no-secrets-in-job-payloads.md.
 */
@Injectable()
export class MailSecrets {
  private readonly key: Buffer;

  constructor(config: AuthConfig) {
    this.key = Buffer.from(hkdfSync('sha256', config.jwtSecret, 'bte-mail-secrets', 'mail.send sealed parameters v1', 32));
  }

  /** base64url of iv | ciphertext | tag. */
  seal(value: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
  }

  open(sealed: string): string {
    const bytes = Buffer.from(sealed, 'base64url');
    if (bytes.length < IV_BYTES + TAG_BYTES) throw new UnsealableSecretError();
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      throw new UnsealableSecretError();
    }
  }

  sealAll(params: Record<string, string>): Record<string, string> {
    return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, this.seal(value)]));
  }

  openAll(sealed: Record<string, string> = {}): Record<string, string> {
    return Object.fromEntries(Object.entries(sealed).map(([name, value]) => [name, this.open(value)]));
  }
}
