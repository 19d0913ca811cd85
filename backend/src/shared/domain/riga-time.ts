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

const HOUR_MS = 3600 * 1000;
const rigaOffsetByUtcHour = new Map<number, number>();

/**
 * How far Riga's clocks are ahead of UTC during the UTC hour the instant is in, in ms. Riga has only ever changed
 * its clocks on a whole UTC hour, so one answer per hour holds for every instant in it; it is computed once (Intl is
 * slow: two formats per event were a tenth of the events list's CPU) and remembered, up to a few years of hours.
 */
function rigaOffsetMs(instantMs: number): number {
  const hour = Math.floor(instantMs / HOUR_MS);
  let offset = rigaOffsetByUtcHour.get(hour);
  if (offset === undefined) {
    const parts = Object.fromEntries(RIGA.formatToParts(new Date(hour * HOUR_MS)).map((part) => [part.type, Number(part.value)]));
    offset = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute) - hour * HOUR_MS;
    if (rigaOffsetByUtcHour.size >= 50_000) rigaOffsetByUtcHour.clear();
    rigaOffsetByUtcHour.set(hour, offset);
  }
  return offset;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The date (dd.MM.yyyy) and time (HH:mm) the clocks in Riga show at the instant, as the product writes them. */
export function rigaDateAndTime(instant: Date): { date: string; time: string } {
  const wall = new Date(instant.getTime() + rigaOffsetMs(instant.getTime()));
  return {
    date: `${twoDigits(wall.getUTCDate())}.${twoDigits(wall.getUTCMonth() + 1)}.${String(wall.getUTCFullYear()).padStart(4, '0')}`,
    time: `${twoDigits(wall.getUTCHours())}:${twoDigits(wall.getUTCMinutes())}`,
  };
}
