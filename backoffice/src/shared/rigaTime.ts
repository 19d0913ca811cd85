/**
 * Event times are Riga times whatever the browser's time zone: a `datetime-local` input holds Riga's wall clock, the
 * API an instant. These convert between the two, summer and winter time included.
 */
const ZONE = 'Europe/Riga';
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const wallClock = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** Riga's wall clock at an instant, as the parts of a date and time. */
function rigaParts(instant: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const parts = Object.fromEntries(wallClock.formatToParts(instant).map((part) => [part.type, part.value]));
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
}

/** How far Riga's clock is ahead of UTC at an instant, in milliseconds (2 h in winter, 3 h in summer). */
function rigaOffset(instant: number): number {
  const { year, month, day, hour, minute } = rigaParts(new Date(instant));
  return Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute)) - Math.floor(instant / 60_000) * 60_000;
}

/** An instant (ISO text or Date) as the input's value, Riga time: "2026-07-01T19:00". A value already so is kept. */
export function toRigaInput(value: unknown): string {
  if (value == null || value === '') return '';
  if (typeof value === 'string' && LOCAL.test(value)) return value;
  const instant = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(instant.getTime())) return '';
  const { year, month, day, hour, minute } = rigaParts(instant);
  return `${year}-${month}-${day}T${hour}:${minute}`;
}

/** The input's value, read as Riga time, as an ISO instant for the API; null when empty or not a date and time. */
export function fromRigaInput(value: unknown): string | null {
  const match = typeof value === 'string' ? LOCAL.exec(value) : null;
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The offset at the guess, then at the instant it gives (they differ only next to a change of clocks).
  const instant = asUtc - rigaOffset(asUtc - rigaOffset(asUtc));
  return new Date(instant).toISOString();
}
