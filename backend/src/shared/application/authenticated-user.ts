/** Who is calling, as the HTTP layer knows it once the access token has been checked (by identity's strategy). */
export interface AuthenticatedUser {
  id: string;
  email: string;
  sessionFamilyId: string;
}
