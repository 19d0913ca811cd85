import { DomainError } from '../../shared/domain/domain-error.js';

/** Every refusal of the identity context; each code is also the key of its message in i18n/<lang>/errors.json. */
export const IdentityErrors = {
  invalidCredentials: () => new DomainError('auth.invalid_credentials', {}, 'unauthenticated'),
  accountInactive: () => new DomainError('auth.account_inactive', {}, 'forbidden'),
  sessionInvalid: () => new DomainError('auth.session_invalid', {}, 'unauthenticated'),
  tokenInvalid: () => new DomainError('auth.token_invalid', {}, 'invalid'),
  notAuthenticated: () => new DomainError('auth.unauthenticated', {}, 'unauthenticated'),
  adminRequired: () => new DomainError('auth.admin_required', {}, 'forbidden'),
  emailNotConfirmed: () => new DomainError('identity.email_not_confirmed', {}, 'forbidden'),
  wrongCurrentPassword: () => new DomainError('identity.current_password_wrong', {}, 'invalid'),
  passwordTooShort: (min: number) => new DomainError('identity.password_too_short', { min }, 'invalid'),
  passwordTooLong: (max: number) => new DomainError('identity.password_too_long', { max }, 'invalid'),
  passwordTooCommon: () => new DomainError('identity.password_too_common', {}, 'invalid'),
  passwordsDoNotMatch: () => new DomainError('identity.passwords_do_not_match', {}, 'invalid'),
  nameTooShort: (field: 'firstName' | 'lastName') => new DomainError('identity.name_too_short', { field }, 'invalid'),
  nameTooLong: (field: 'firstName' | 'lastName') => new DomainError('identity.name_too_long', { field }, 'invalid'),
  phoneInvalid: () => new DomainError('identity.phone_invalid', {}, 'invalid'),
  avatarInvalid: () => new DomainError('identity.avatar_invalid', {}, 'invalid'),
  avatarTooLarge: () => new DomainError('identity.avatar_too_large', { maxMb: 2 }, 'too-large'),
  userNotFound: () => new DomainError('identity.user_not_found', {}, 'not-found'),
  cannotDeactivateSelf: () => new DomainError('identity.cannot_deactivate_self', {}, 'conflict'),
  administratorNotFound: () => new DomainError('identity.administrator_not_found', {}, 'not-found'),
  administratorExists: () => new DomainError('identity.administrator_exists', {}, 'conflict'),
  cannotRevokeSelf: () => new DomainError('identity.cannot_revoke_self', {}, 'conflict'),
  emailTaken: () => new DomainError('identity.email_taken', {}, 'conflict'),
  lastAdministrator: () => new DomainError('identity.last_administrator', {}, 'conflict'),
};
