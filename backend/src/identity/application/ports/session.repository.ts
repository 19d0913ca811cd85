import type { Session } from '../../domain/session.js';

/** A sign-in as its owner's data export shows it: when it started, was last renewed, ended or will end. */
export interface SignInRecord {
  signedInAt: Date;
  lastActiveAt: Date;
  endedAt: Date | null;
  expiresAt: Date;
}

export abstract class SessionRepository {
  abstract insert(session: Session): Promise<void>;
  /** Locks the row until the transaction ends, so two refreshes with one token cannot both rotate it. */
  abstract findByTokenHashForUpdate(tokenHash: string): Promise<Session | null>;
  abstract markReplaced(session: Session): Promise<void>;
  abstract revokeFamily(familyId: string, now: Date): Promise<void>;
  abstract revokeAllOfUser(userId: string, now: Date, exceptFamilyId?: string): Promise<void>;
  /** One row per sign-in (session family) still kept, newest first. */
  abstract signInsOf(userId: string): Promise<SignInRecord[]>;
  abstract deleteAllOfUser(userId: string): Promise<void>;
}
