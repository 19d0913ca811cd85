import { DateField, FunctionField, useLocaleState, type DateFieldProps } from 'react-admin';

/** Interface language → the locale used for numbers and dates (Estonian and Lithuanian write dates their own way). */
const NUMBER_LOCALES: Record<string, string> = { en: 'en-GB', lv: 'lv-LV', et: 'et-EE', lt: 'lt-LT' };

export function formatLocale(language: string): string {
  return NUMBER_LOCALES[language] ?? 'en-GB';
}

/** "30", "30,5", "30.50" → 3050; anything else → null. Staff enter euros, never cents. */
export function centsOfEuros(text: string): number | null {
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function formatMoney(cents: number, language: string, currency = 'EUR'): string {
  return new Intl.NumberFormat(formatLocale(language), { style: 'currency', currency }).format(cents / 100);
}

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(formatLocale(language)).format(value);
}

/** A date or date-time column in the interface's language, Riga time. */
export function Timestamp(props: Omit<DateFieldProps, 'locales'>) {
  const [language] = useLocaleState();
  return <DateField {...props} locales={formatLocale(language)} options={props.showTime ? { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Riga' } : { dateStyle: 'medium', timeZone: 'Europe/Riga' }} />;
}

/** An amount in cents shown as money in the interface's language. */
export function MoneyField({ source, label, sortable }: { source: string; label?: string; sortable?: boolean }) {
  const [language] = useLocaleState();
  return (
    <FunctionField
      source={source}
      label={label}
      sortable={sortable}
      textAlign="right"
      render={(record: Record<string, unknown>) => formatMoney(Number(record[source] ?? 0), language, typeof record.currency === 'string' ? record.currency : 'EUR')}
    />
  );
}

/** A date (or date and time) as text in the interface's language, Riga time. */
export function formatDate(value: string | null | undefined, language: string, withTime = false): string {
  if (!value) return '–';
  const options: Intl.DateTimeFormatOptions = withTime ? { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Riga' } : { dateStyle: 'medium', timeZone: 'Europe/Riga' };
  return new Date(value).toLocaleString(formatLocale(language), options);
}
