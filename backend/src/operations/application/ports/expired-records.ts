/** Records that have outlived their use, kept by several contexts; deleted by the scheduled housekeeping job. */
export abstract class ExpiredRecords {
  /** Sessions (refresh tokens) and one-time tokens (email confirmation, password reset) expired before `cutoff`. */
  abstract deleteCredentialsExpiredBefore(cutoff: Date): Promise<{ sessions: number; oneTimeTokens: number }>;
  /** Purchase idempotency keys created before `cutoff`: a retry that late is a new purchase attempt. */
  abstract deleteIdempotencyKeysCreatedBefore(cutoff: Date): Promise<number>;
  /** Records of sent emails older than `cutoff`: no job is retried that late. */
  abstract deleteSentEmailRecordsBefore(cutoff: Date): Promise<number>;
}
