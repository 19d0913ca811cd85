import { describe, expect, it } from '@jest/globals';
import { isCalendarDay, rigaDateAndTime, rigaWallTime, startOfRigaDay } from './riga-time.js';

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

  it('writes the date and time shown in Riga as Intl does, through every clock change from 1985 to 2030', () => {
    const date = new Intl.DateTimeFormat('lv-LV', { timeZone: 'Europe/Riga', day: '2-digit', month: '2-digit', year: 'numeric' });
    const time = new Intl.DateTimeFormat('lv-LV', { timeZone: 'Europe/Riga', hour: '2-digit', minute: '2-digit', hour12: false });
    const differences: string[] = [];
    // Steps of 6 h 7 min 7.7 s land on every hour and minute of the day over the years.
    for (let instant = Date.UTC(1985, 0, 1); instant < Date.UTC(2030, 0, 1); instant += 22_027_700) {
      const at = new Date(instant);
      const expected = { date: date.format(at).replace(/\.$/, ''), time: time.format(at) };
      const actual = rigaDateAndTime(at);
      if (actual.date !== expected.date || actual.time !== expected.time) differences.push(`${at.toISOString()}: ${JSON.stringify(actual)}`);
    }
    expect(differences).toEqual([]);
    expect(rigaDateAndTime(new Date('2026-03-29T00:59:59.999Z'))).toEqual({ date: '29.03.2026', time: '02:59' });
    expect(rigaDateAndTime(new Date('2026-03-29T01:00:00.000Z'))).toEqual({ date: '29.03.2026', time: '04:00' });
    expect(rigaDateAndTime(new Date('2026-10-25T00:59:00.000Z'))).toEqual({ date: '25.10.2026', time: '03:59' });
    expect(rigaDateAndTime(new Date('2026-10-25T01:00:00.000Z'))).toEqual({ date: '25.10.2026', time: '03:00' });
  });
});
