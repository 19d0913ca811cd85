import { Injectable, Logger } from '@nestjs/common';
import { JobHandler } from '../../shared/application/jobs.js';
import { Clock } from '../../shared/domain/clock.js';
import { ExpiredRecords } from './ports/expired-records.js';

const DAY_MS = 24 * 3600 * 1000;
/** Expired credentials stay a day, so a "session expired" answer can still be told apart from "unknown token". */
const CREDENTIAL_GRACE_DAYS = 1;
/** A client retrying a purchase with the same key days later is not retrying any more. */
const IDEMPOTENCY_KEY_DAYS = 7;
/** Longer than any job's retries (mail: 8 attempts with exponential backoff, about 11 hours). */
const SENT_EMAIL_RECORD_DAYS = 30;

/** Nightly (SCHEDULES): deletes expired sessions and one-time tokens, old purchase idempotency keys and sent-email records. */
@Injectable()
export class PruneExpiredRecordsHandler extends JobHandler<'operations.prune-expired-records'> {
  readonly jobName = 'operations.prune-expired-records' as const;
  private readonly logger = new Logger('operations');

  constructor(
    private readonly records: ExpiredRecords,
    private readonly clock: Clock,
  ) {
    super();
  }

  async handle(): Promise<void> {
    const now = this.clock.now().getTime();
    const credentials = await this.records.deleteCredentialsExpiredBefore(new Date(now - CREDENTIAL_GRACE_DAYS * DAY_MS));
    const idempotencyKeys = await this.records.deleteIdempotencyKeysCreatedBefore(new Date(now - IDEMPOTENCY_KEY_DAYS * DAY_MS));
    const sentEmailRecords = await this.records.deleteSentEmailRecordsBefore(new Date(now - SENT_EMAIL_RECORD_DAYS * DAY_MS));
    this.logger.log({ msg: 'expired records pruned', ...credentials, idempotencyKeys, sentEmailRecords });
  }
}
