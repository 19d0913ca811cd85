/** The product's dates are calendar days in Riga (Europe/Riga, EET/EEST), whatever the server's time zone. */
const RIGA = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Riga', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });

/** True for a day (YYYY-MM-DD) that the calendar has: not 2026-02-30, not month 13, not year 0 (PostgreSQL has none). */
export function isCalendarDay(day: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return false;
  const [year, month, date] = match.slice(1).map(Number);
  const utc = new Date(Date.UTC(year, month - 1, date));
  return year >= 1 && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === date;
}

/** The instant a Riga day (YYYY-MM-DD) begins; null for anything that is not a real date. */
export function startOfRigaDay(day: string): Date | null {
  if (!isCalendarDay(day)) return null;
  const [year, month, date] = day.split('-').map(Number);
  return rigaWallTime(year, month, date, 0, 0);
}

/** The instant at which the clocks in Riga show the given date and time. */
export function rigaWallTime(year: number, month: number, day: number, hour: number, minute: number): Date {
  for (const offsetHours of [2, 3]) {
    const candidate = new Date(Date.UTC(year, month - 1, day, hour - offsetHours, minute));
    const parts = Object.fromEntries(RIGA.formatToParts(candidate).map((part) => [part.type, part.value]));
    if (Number(parts.day) === day && Number(parts.hour) === hour && Number(parts.minute) === minute) return candidate;
  }
  return new Date(Date.UTC(year, month - 1, day, hour - 2, minute));
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 24 * 3600 * 1000);
}

const RIGA_DAY = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Riga', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day (YYYY-MM-DD) it is in Riga at the given instant. */
export function rigaDay(instant: Date): string {
  return RIGA_DAY.format(instant);
}
