import { lightFormat } from 'date-fns';
import type { TFunction } from 'i18next';

/** Prices are euros in Latvian formatting everywhere: "65,00 €". */
const euro = new Intl.NumberFormat('lv-LV', { style: 'currency', currency: 'EUR' });

export function formatPrice(amount: number): string {
  return euro.format(amount);
}

/** Dates are dd.MM.yyyy in every language. */
export function formatDate(date: Date): string {
  return lightFormat(date, 'dd.MM.yyyy');
}

/** "2026-12-31" → "31.12.2026": a calendar day from the API, shown as it is (no time zone involved). */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

export function formatTime(date: Date): string {
  return lightFormat(date, 'HH:mm');
}

/** Calendars start the week on Monday (the Latvian locale's rule), for every language. */
export const weekStartsOn = 1;

/** "Section A, Row 4, Seat 12" in the page's language; only the parts the listing names, "" when none. */
export function formatSeat(seat: { section?: string | null; row?: string | null; seat?: string | null }, t: TFunction): string {
  return [
    seat.section && t('tickets.seatSection', { value: seat.section }),
    seat.row && t('tickets.seatRow', { value: seat.row }),
    seat.seat && t('tickets.seatNumber', { value: seat.seat }),
  ]
    .filter(Boolean)
    .join(', ');
}

/** An order's number as people read it, the same as in its e-mails: its id's first eight characters in capitals (ADR 0022). */
export function formatOrderNumber(orderId: string): string {
  return orderId.slice(0, 8).toUpperCase();
}

const rigaParts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Riga', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** A moment as Riga's wall clock, "dd.MM.yyyy HH:mm", whatever the visitor's time zone (deadlines the marketplace sets). */
export function formatRigaDateTime(iso: string): string {
  const part = Object.fromEntries(rigaParts.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]));
  return `${part.day}.${part.month}.${part.year} ${part.hour}:${part.minute}`;
}
