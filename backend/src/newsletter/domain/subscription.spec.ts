import { describe, expect, it } from '@jest/globals';
import { CONFIRMATION_LINK_TTL_MS, NOTICE_INTERVAL_MS, Subscription } from './subscription.js';

const now = new Date('2026-11-23T12:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('newsletter subscription (double opt-in)', () => {
  it('is pending until confirmed within the link lifetime, and a link works once', () => {
    const subscription = Subscription.restore({ confirmedAt: null, confirmationExpiresAt: Subscription.confirmationExpiry(now), lastNoticeAt: now });
    expect(subscription.status).toBe('pending');
    subscription.confirm(later(CONFIRMATION_LINK_TTL_MS - 1));
    expect(subscription.status).toBe('confirmed');
    expect(() => subscription.confirm(later(CONFIRMATION_LINK_TTL_MS - 1))).toThrow(expect.objectContaining({ code: 'newsletter.confirmation_link_invalid' }));
  });

  it('refuses an expired link', () => {
    const subscription = Subscription.restore({ confirmedAt: null, confirmationExpiresAt: Subscription.confirmationExpiry(now), lastNoticeAt: now });
    expect(() => subscription.confirm(later(CONFIRMATION_LINK_TTL_MS))).toThrow(expect.objectContaining({ code: 'newsletter.confirmation_link_invalid' }));
    expect(subscription.status).toBe('pending');
  });

  it('owes an address entered again one email a day: a new link while pending, a reminder once confirmed', () => {
    const pending = Subscription.restore({ confirmedAt: null, confirmationExpiresAt: later(1), lastNoticeAt: now });
    expect(pending.noticeOnResubscribe(later(NOTICE_INTERVAL_MS - 1))).toBeNull();
    expect(pending.noticeOnResubscribe(later(NOTICE_INTERVAL_MS))).toBe('confirmation');
    expect(pending.noticeOnResubscribe(later(NOTICE_INTERVAL_MS + 1))).toBeNull();
    const confirmed = Subscription.restore({ confirmedAt: now, confirmationExpiresAt: null, lastNoticeAt: null });
    expect(confirmed.noticeOnResubscribe(now)).toBe('reminder');
    expect(confirmed.noticeOnResubscribe(later(1))).toBeNull();
  });
});
