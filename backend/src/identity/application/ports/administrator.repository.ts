import type { Email } from '../../../shared/domain/email.js';

/**
 * An administrator as staff see it: the email is the key of the grant; `userId` is the account the grant is bound
 * to, null until an account has confirmed that address.
 */
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
  /** True only for an account a grant is bound to, while it is confirmed and active. */
  abstract isAdministrator(userId: string): Promise<boolean>;
  abstract list(query: AdministratorListQuery): Promise<{ items: AdministratorRecord[]; total: number }>;
  abstract find(email: Email): Promise<AdministratorRecord | null>;
  /**
   * Inserts a grant to the address, bound at once to the account that has confirmed it, if any; resolves false (and
   * writes nothing) when the address has a grant already.
   */
  abstract grant(email: Email, grantedBy: string): Promise<boolean>;
  /** Binds a waiting grant to the address to the account whose owner has just confirmed it. */
  abstract bindToConfirmedAccount(email: Email, userId: string): Promise<void>;
  abstract revoke(email: Email): Promise<void>;
  /**
   * Locks every administrator row until the transaction ends, then resolves how many confirmed, active accounts
   * hold rights, so that two administrators revoking or deactivating each other at once cannot leave nobody.
   */
  abstract lockAllAndCountActive(): Promise<number>;
}
