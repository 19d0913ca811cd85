import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CommonPasswordList } from '../../application/ports/common-password-list.js';

/** The shipped list of the most common passwords, compared case-insensitively. Loaded once. */
export class FileCommonPasswordList extends CommonPasswordList {
  private readonly passwords: Set<string>;

  constructor(file = join(import.meta.dirname, 'common-passwords.txt')) {
    super();
    this.passwords = new Set(
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line) => line.trim().toLowerCase())
        .filter(Boolean),
    );
  }

  get size(): number {
    return this.passwords.size;
  }

  contains(password: string): boolean {
    return this.passwords.has(password.trim().toLowerCase());
  }
}
