import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '../../../components/ui/date-range-picker';
import { inputClasses } from '../../../components/ui/field';
import { useLanguage } from '../../../lib/use-language';
import type { TicketFilters } from '../api/ticket-filters';

const TYPING_PAUSE_MS = 300;

interface TicketFiltersBarProps {
  filters: TicketFilters;
  onChange: (changes: Partial<TicketFilters>) => void;
}

/** Text search and the event-date range; the text reaches the URL after a short pause in typing. */
export function TicketFiltersBar({ filters, onChange }: TicketFiltersBarProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const searchId = useId();
  const datesId = useId();
  const [text, setText] = useState(filters.q);

  // Follows the URL when it changes from outside (back/forward, a cleared filter).
  const [seen, setSeen] = useState(filters.q);
  if (filters.q !== seen) {
    setSeen(filters.q);
    setText(filters.q);
  }

  useEffect(() => {
    if (text.trim() === filters.q) return;
    const timer = window.setTimeout(() => onChange({ q: text.trim() }), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text, filters.q, onChange]);

  return (
    <form
      role="search"
      className="mb-6 grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-[1fr_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ q: text.trim() });
      }}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={searchId} className="text-sm font-medium">
          {t('tickets.search')}
        </label>
        <input
          id={searchId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('tickets.searchPlaceholder')}
          className={inputClasses}
          maxLength={200}
          data-testid="ticket-search"
        />
      </div>
      <div className="flex flex-col gap-1.5 sm:w-72">
        <label htmlFor={datesId} className="text-sm font-medium">
          {t('tickets.dates')}
        </label>
        <DateRangePicker
          id={datesId}
          language={language}
          value={{ from: filters.from, to: filters.to }}
          onChange={(range) => onChange({ from: range.from, to: range.to })}
          labels={{ button: t('tickets.dates'), placeholder: t('tickets.anyDate'), clear: t('tickets.clearDates'), done: t('tickets.done') }}
        />
      </div>
    </form>
  );
}
