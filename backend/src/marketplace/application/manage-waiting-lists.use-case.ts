import { Injectable } from '@nestjs/common';
import { ActivityLog } from '../../shared/application/ports/activity-log.port.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { assertValidOfferWindow, WaitingListErrors } from '../domain/waiting-list.js';
import { WaitingListRepository } from './ports/waiting-list.repository.js';

/**
 * Staff pause an event's waiting list (new tickets then go on sale to everyone at once; open offers stay until they
 * are taken or lapse) and set the offer window. Each change and its activity entry commit together.
 */
@Injectable()
export class ManageWaitingLists {
  constructor(
    private readonly lists: WaitingListRepository,
    private readonly activity: ActivityLog,
    private readonly transactions: TransactionRunner,
  ) {}

  async setPaused(eventId: string, paused: boolean, actor: string): Promise<void> {
    await this.transactions.run(async () => {
      const event = await this.lists.eventRef(eventId);
      if (!event) throw WaitingListErrors.listNotFound();
      await this.lists.lockEvent(eventId);
      if (await this.lists.setPaused(eventId, paused)) {
        await this.activity.record('system.updated', { change: paused ? 'waiting list paused' : 'waiting list resumed', eventId, event: event.title }, actor);
      }
    });
  }

  async setOfferWindow(minutes: number, actor: string): Promise<void> {
    assertValidOfferWindow(minutes);
    await this.transactions.run(async () => {
      const before = await this.lists.offerWindowMinutes();
      if (before === minutes) return;
      await this.lists.setOfferWindowMinutes(minutes);
      await this.activity.record('system.updated', { change: 'waiting-list offer window updated', from: before, to: minutes }, actor);
    });
  }
}
