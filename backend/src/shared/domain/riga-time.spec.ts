import { describe, expect, it } from '@jest/globals';
import { isCalendarDay, rigaWallTime, startOfRigaDay } from './riga-time.js';

describe('Riga time', () => {
  it('knows when a Riga day begins in winter and in summer', () => {
    expect(startOfRigaDay('2026-01-15')?.toISOString()).toBe('2026-01-14T22:00:00.000Z');
    expect(startOfRigaDay('2026-07-15')?.toISOString()).toBe('2026-07-14T21:00:00.000Z');
  });

  it('refuses what is not a date', () => {
    for (const bad of ['2026-02-30', '15.01.2026', '2026-1-5', 'tomorrow', '']) expect(startOfRigaDay(bad)).toBeNull();
  });

  it('knows which well-formed days the calendar has', () => {
    for (const day of ['2026-02-28', '2028-02-29', '0001-01-01', '9999-12-31']) expect(isCalendarDay(day)).toBe(true);
    for (const day of ['2026-02-30', '2026-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '0000-01-01', '2026-1-05']) expect(isCalendarDay(day)).toBe(false);
  });

  it('turns a wall-clock time in Riga into the instant', () => {
    expect(rigaWallTime(2026, 11, 23, 19, 0).toISOString()).toBe('2026-11-23T17:00:00.000Z');
  });
});
