import { describe, expect, it } from '@jest/globals';
import { isReleaseDue, releaseDueAt } from './release.js';

describe('when a sale is released to its seller', () => {
  it('is the event start in Riga plus the claim window, in summer and in winter time', () => {
    expect(releaseDueAt({ eventDate: '2026-07-10', eventTime: '19:00' }, 48).toISOString()).toBe('2026-07-12T16:00:00.000Z');
    expect(releaseDueAt({ eventDate: '2026-12-10', eventTime: '19:00' }, 48).toISOString()).toBe('2026-12-12T17:00:00.000Z');
  });

  it('counts an event without a time from the end of its day', () => {
    expect(releaseDueAt({ eventDate: '2026-12-10', eventTime: null }, 48).toISOString()).toBe('2026-12-12T22:00:00.000Z');
  });

  it('is due from that instant on, not before', () => {
    const sale = { eventDate: '2026-12-10', eventTime: '19:00' };
    expect(isReleaseDue(sale, 48, new Date('2026-12-12T16:59:59Z'))).toBe(false);
    expect(isReleaseDue(sale, 48, new Date('2026-12-12T17:00:00Z'))).toBe(true);
    expect(isReleaseDue(sale, 0, new Date('2026-12-10T17:00:00Z'))).toBe(true);
  });
});
