import { describe, expect, it } from '@jest/globals';
import { DomainError } from './domain-error.js';
import { Email } from './email.js';

describe('Email', () => {
  it('is stored trimmed and lowercased', () => {
    expect(Email.parse('  Anna.Berzina@Example.LV ').value).toBe('anna.berzina@example.lv');
  });

  it('follows the product pattern: local part, @, domain, dot, two or more letters', () => {
    for (const good of ['a@b.lv', 'first.last+tag@mail.example.com', 'jānis@pasts.lv']) expect(Email.isValid(good)).toBe(true);
    for (const bad of ['', 'plain', 'a@b', 'a@b.c', 'a b@c.lv', 'a@b.l1', '@b.lv', 'a@@b.lv']) expect(Email.isValid(bad)).toBe(false);
  });

  it('refuses <, >, , and ; that would make one address a display name or a list in a mail header', () => {
    for (const bad of ['Anna <anna@example.lv>', 'anna@example.lv>', '<anna@example.lv', 'anna@example.lv,eve@example.lv', 'a,b@example.lv', 'anna@example.lv;eve@example.lv']) {
      expect(Email.isValid(bad)).toBe(false);
    }
  });

  it('refuses addresses longer than SMTP allows', () => {
    expect(Email.isValid(`${'a'.repeat(65)}@example.com`)).toBe(false);
    expect(Email.isValid(`a@${'b'.repeat(250)}.com`)).toBe(false);
  });

  it('throws a domain error with the given code', () => {
    expect(() => Email.parse('nope', 'auth.invalid_credentials')).toThrow(new DomainError('auth.invalid_credentials'));
  });
});
