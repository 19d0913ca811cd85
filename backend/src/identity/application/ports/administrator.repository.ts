import type { Email } from '../../../shared/domain/email.js';

/** An administrator as staff see it: the email is the key; the account may not exist (yet). */
export interface AdministratorRecord {
  email: string;
  userId: string | null;
  grantedBy: string | null;
  createdAt: Date;
}

export interface AdministratorListQuery {
  sort: { field: string; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
  text?: string;
}

export abstract class AdministratorRepository {
  abstract isAdministrator(email: Email): Promise<boolean>;
  abstract list(query: AdministratorListQuery): Promise<{ items: AdministratorRecord[]; total: number }>;
  abstract find(email: Email): Promise<AdministratorRecord | null>;
  /** Inserts; resolves false (and writes nothing) when the email is an administrator already. */
  abstract grant(email: Email, grantedBy: string): Promise<boolean>;
  abstract revoke(email: Email): Promise<void>;
  /**
   * Locks every administrator row until the transaction ends and resolves how many there are, so that two
   * administrators revoking each other at once cannot leave nobody.
   */
  abstract lockAllAndCount(): Promise<number>;
}
