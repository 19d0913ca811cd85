import { Injectable } from '@nestjs/common';
import { Email } from '../../shared/domain/email.js';
import { SubscriberRepository, type Subscriber } from './ports/subscriber.repository.js';

/** What the privacy context asks of the newsletter about one address: the subscription (the consent) and its end. */
@Injectable()
export class SubscriberRecords {
  constructor(private readonly subscribers: SubscriberRepository) {}

  subscriptionOf(email: string): Promise<Subscriber | null> {
    return this.subscribers.findByEmail(Email.parse(email));
  }

  async forget(email: string): Promise<void> {
    await this.subscribers.removeByEmail(Email.parse(email));
  }
}
