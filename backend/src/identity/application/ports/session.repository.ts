import type { Session } from '../../domain/session.js';

export abstract class SessionRepository {
  abstract insert(session: Session): Promise<void>;
  /** Locks the row until the transaction ends, so two refreshes with one token cannot both rotate it. */
  abstract findByTokenHashForUpdate(tokenHash: string): Promise<Session | null>;
  abstract markReplaced(session: Session): Promise<void>;
  abstract revokeFamily(familyId: string, now: Date): Promise<void>;
  abstract revokeAllOfUser(userId: string, now: Date, exceptFamilyId?: string): Promise<void>;
}
