import { lightFormat } from 'date-fns';

/** Prices are euros in Latvian formatting everywhere: "65,00 €". */
const euro = new Intl.NumberFormat('lv-LV', { style: 'currency', currency: 'EUR' });

export function formatPrice(amount: number): string {
  return euro.format(amount);
}

/** Dates are dd.MM.yyyy in every language. */
export function formatDate(date: Date): string {
  return lightFormat(date, 'dd.MM.yyyy');
}

export function formatTime(date: Date): string {
  return lightFormat(date, 'HH:mm');
}

/** Calendars start the week on Monday (the Latvian locale's rule), for every language. */
export const weekStartsOn = 1;
