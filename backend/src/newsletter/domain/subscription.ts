import { NewsletterErrors } from './newsletter.errors.js';

/** How long a confirmation link works. */
export const CONFIRMATION_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** However often an address is entered on the storefront, its owner gets at most one email per this interval. */
export const NOTICE_INTERVAL_MS = 24 * 60 * 60 * 1000;

export type SubscriptionStatus = 'pending' | 'confirmed';

/** What an address owner is sent when the address is entered again. */
export type SubscriptionNotice = 'confirmation' | 'reminder';

/**
 * Double opt-in: a subscription entered on the storefront is pending until the address owner uses the emailed
 * link; only then does the address receive newsletters or count as a subscriber.
 */
export class Subscription {
  private constructor(
    private confirmedAt: Date | null,
    private confirmationExpiresAt: Date | null,
    private lastNoticeAt: Date | null,
  ) {}

  static restore(state: { confirmedAt: Date | null; confirmationExpiresAt: Date | null; lastNoticeAt: Date | null }): Subscription {
    return new Subscription(state.confirmedAt, state.confirmationExpiresAt, state.lastNoticeAt);
  }

  static confirmationExpiry(now: Date): Date {
    return new Date(now.getTime() + CONFIRMATION_LINK_TTL_MS);
  }

  get status(): SubscriptionStatus {
    return this.confirmedAt ? 'confirmed' : 'pending';
  }

  /**
   * The email owed to someone entering this address again: a new link while pending, a reminder once confirmed,
   * and nothing within a day of the last email, so the form cannot be used to flood a stranger's inbox.
   */
  noticeOnResubscribe(now: Date): SubscriptionNotice | null {
    if (this.lastNoticeAt && now.getTime() - this.lastNoticeAt.getTime() < NOTICE_INTERVAL_MS) return null;
    this.lastNoticeAt = now;
    return this.confirmedAt ? 'reminder' : 'confirmation';
  }

  /** An expired link and a used one (the subscription is already confirmed) are refused alike. */
  confirm(now: Date): void {
    if (this.confirmedAt || !this.confirmationExpiresAt || now >= this.confirmationExpiresAt) throw NewsletterErrors.confirmationLinkInvalid();
    this.confirmedAt = now;
    this.confirmationExpiresAt = null;
  }
}
