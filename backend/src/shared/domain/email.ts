import { DomainError } from './domain-error.js';

/**
 * An email address, trimmed and lowercased. The pattern is the product's: a local part, @, a domain, a dot and
 * at least two letters; plus the lengths of RFC 5321 so that nothing we store is undeliverable by size. `<`, `>`,
 * `,` and `;` are refused: in a mail header they would turn one address into a display name or a list of several.
 * The one rule for every email the product accepts (request bodies use it through `IsEmailAddress`).
 */
export class Email {
  private static readonly PATTERN = /^[^\s@<>,;]+@[^\s@<>,;]+\.[A-Za-z]{2,}$/;

  private constructor(readonly value: string) {}

  static parse(raw: string, errorCode = 'email.invalid'): Email {
    const value = raw.trim().toLowerCase();
    const [local = ''] = value.split('@');
    if (!Email.PATTERN.test(value) || value.length > 254 || local.length > 64) throw new DomainError(errorCode);
    return new Email(value);
  }

  static isValid(raw: string): boolean {
    try {
      Email.parse(raw);
      return true;
    } catch {
      return false;
    }
  }

  toString(): string {
    return this.value;
  }
}
