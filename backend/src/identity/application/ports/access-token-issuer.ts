export interface AccessTokenClaims {
  userId: string;
  sessionFamilyId: string;
}

/** Signs and verifies the short-lived access tokens (JWT). */
export abstract class AccessTokenIssuer {
  abstract issue(claims: AccessTokenClaims): Promise<{ token: string; expiresInSeconds: number }>;
  /** Resolves the claims, or null for a token that is expired, tampered with or not ours. */
  abstract verify(token: string): Promise<AccessTokenClaims | null>;
}
