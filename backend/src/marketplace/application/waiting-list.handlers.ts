import { Injectable, Logger } from '@nestjs/common';
import { JobHandler, type JobPayload } from '../../shared/application/jobs.js';
import { Clock } from '../../shared/domain/clock.js';
import { WaitingListRepository } from './ports/waiting-list.repository.js';
import { WaitingListOffers } from './waiting-list-offers.js';

/** Per run: more are left to the next minute's run. */
const BATCH = 500;

/** Offers an event's newly available tickets to its waiting list (queued by the database with the change). */
@Injectable()
export class MatchWaitingListHandler extends JobHandler<'marketplace.match-waiting-list'> {
  readonly jobName = 'marketplace.match-waiting-list' as const;
  private readonly logger = new Logger('marketplace');

  constructor(private readonly offers: WaitingListOffers) {
    super();
  }

  async handle(payload: JobPayload<'marketplace.match-waiting-list'>): Promise<void> {
    const made = await this.offers.match(payload.eventId);
    if (made > 0) this.logger.log({ msg: 'waiting-list offers made', eventId: payload.eventId, count: made });
  }
}

/** Every minute: offers whose window ran out lapse, and their tickets go to the next entry. A second run finds nothing to do. */
@Injectable()
export class LapseWaitingListOffersHandler extends JobHandler<'marketplace.lapse-waiting-list-offers'> {
  readonly jobName = 'marketplace.lapse-waiting-list-offers' as const;
  private readonly logger = new Logger('marketplace');

  constructor(
    private readonly lists: WaitingListRepository,
    private readonly offers: WaitingListOffers,
    private readonly clock: Clock,
  ) {
    super();
  }

  async handle(): Promise<void> {
    const due = await this.lists.openOffersDue(this.clock.now(), BATCH);
    for (const offer of due) await this.offers.lapse(offer.id);
    if (due.length > 0) this.logger.log({ msg: 'waiting-list offers lapsed', count: due.length });
  }
}
