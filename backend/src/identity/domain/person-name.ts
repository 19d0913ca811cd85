import { IdentityErrors } from './identity.errors.js';

const MIN = 2;
const MAX = 100;

/** A first or last name: trimmed, inner spaces folded, 2 to 100 characters. */
export function normalizePersonName(raw: string, field: 'firstName' | 'lastName'): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  if ([...name].length < MIN) throw IdentityErrors.nameTooShort(field);
  if ([...name].length > MAX) throw IdentityErrors.nameTooLong(field);
  return name;
}
