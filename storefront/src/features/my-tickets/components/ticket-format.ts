import { formatDate } from '../../../lib/format';

/** "2026-12-31" → "31.12.2026" (the API's calendar day, shown without a time zone shift). */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return formatDate(new Date(year, month - 1, date));
}

/** Its seller reaches a ticket's file whatever its status; its buyer once it is sold to them (paid). */
export function fileReachable(ticket: { hasFile: boolean; status: string }, role: 'seller' | 'buyer'): boolean {
  return ticket.hasFile && (role === 'seller' || ticket.status === 'sold');
}
