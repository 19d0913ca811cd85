import { IdentityErrors } from './identity.errors.js';

const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing cannot be used to exhaust the server. */
const PASSWORD_MAX_LENGTH = 256;

/** The rules for a new password. `isCommon` answers whether it is on the list of common passwords. */
export function assertAcceptableNewPassword(password: string, isCommon: (password: string) => boolean): void {
  if ([...password].length < PASSWORD_MIN_LENGTH) throw IdentityErrors.passwordTooShort(PASSWORD_MIN_LENGTH);
  if ([...password].length > PASSWORD_MAX_LENGTH) throw IdentityErrors.passwordTooLong(PASSWORD_MAX_LENGTH);
  if (isCommon(password)) throw IdentityErrors.passwordTooCommon();
}
