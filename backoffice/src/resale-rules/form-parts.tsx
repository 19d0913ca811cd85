import { Card, CardContent, CardHeader } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate, type Validator } from 'react-admin';
import { formatDate } from '../shared/format';

/** What the resale rules page's sections share: a titled card, a list each id appears in once, an event as staff pick it. */

export const eachOnce =
  (field: 'categoryId' | 'eventId', message: string): Validator =>
  (entries?: Record<string, unknown>[]) => {
    const ids = (entries ?? []).map((entry) => entry?.[field]).filter(Boolean);
    return new Set(ids).size === ids.length ? undefined : message;
  };

export function Section({ id, title, help, children }: { id: string; title: string; help: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby={`resale-${id}`} variant="outlined">
      <CardHeader title={translate(title)} subheader={translate(help)} slotProps={{ title: { component: 'h2', variant: 'h6', id: `resale-${id}` } }} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}

/** An event as staff pick it: "title · date". */
export function useEventText() {
  const [language] = useLocaleState();
  return (event?: { title?: string; startsAt?: string }) => (event?.title ? `${event.title} · ${formatDate(event.startsAt, language)}` : '');
}
