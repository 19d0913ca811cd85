/** Who is calling, as the HTTP layer knows it once the access token has been checked (by identity's strategy). */
import type { Language } from '../domain/language.js';

export interface AuthenticatedUser {
  id: string;
  email: string;
  sessionFamilyId: string;
  /** Read together with the session check, so a request needs no second look-up of its own account. */
  emailConfirmed: boolean;
  firstName: string;
  language: Language;
}
