import { lightFormat } from 'date-fns';
import { Popover } from 'radix-ui';
import { lazy, Suspense } from 'react';
import type { DateRange } from 'react-day-picker';
import { formatDate } from '../../lib/format';
import type { LanguageCode } from '../../lib/language';
import { buttonClasses } from './button';

// The calendar (react-day-picker and its locales) loads when the picker first opens.
const loadCalendar = () => import('./calendar');
const Calendar = lazy(() => loadCalendar().then((module) => ({ default: module.Calendar })));

/** An inclusive range of days as YYYY-MM-DD strings; either end may be open. */
interface DayRange {
  from?: string;
  to?: string;
}

interface DateRangePickerProps {
  value: DayRange;
  onChange: (range: DayRange) => void;
  language: LanguageCode;
  labels: { button: string; placeholder: string; clear: string; done: string };
  id?: string;
}

function toDate(day: string | undefined): Date | undefined {
  if (!day) return undefined;
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

function toDay(date: Date | undefined): string | undefined {
  return date ? lightFormat(date, 'yyyy-MM-dd') : undefined;
}

function describe(range: DayRange, placeholder: string): string {
  const from = toDate(range.from);
  const to = toDate(range.to);
  if (!from && !to) return placeholder;
  return `${from ? formatDate(from) : '…'} – ${to ? formatDate(to) : '…'}`;
}

/** A button showing the chosen days; it opens two months in range mode with a clear button (spec section 2). */
export function DateRangePicker({ value, onChange, language, labels, id }: DateRangePickerProps) {
  const selected: DateRange | undefined = value.from || value.to ? { from: toDate(value.from), to: toDate(value.to) } : undefined;
  const empty = !value.from && !value.to;
  return (
    <Popover.Root>
      <Popover.Trigger
        id={id}
        className={`flex w-full items-center justify-between gap-2 rounded-lg border border-line bg-white px-3 py-2.5 text-left hover:border-brand focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus ${empty ? 'text-muted' : 'text-ink'}`}
        aria-label={`${labels.button}: ${describe(value, labels.placeholder)}`}
        onPointerEnter={() => void loadCalendar()}
        onFocus={() => void loadCalendar()}
        data-testid="date-range-trigger"
      >
        <span className="truncate">{describe(value, labels.placeholder)}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 fill-current text-muted">
          <path d="M6 2a1 1 0 0 1 1 1v1h6V3a1 1 0 1 1 2 0v1h1a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h1V3a1 1 0 0 1 1-1Zm10 6H4v8h12V8Z" />
        </svg>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={8}
          className="z-30 max-h-[var(--radix-popover-content-available-height)] max-w-[calc(100vw-1rem)] overflow-y-auto rounded-2xl border border-line bg-white p-3 shadow-xl"
          data-testid="date-range-popover"
        >
          <Suspense fallback={<div className="h-80 w-72" aria-hidden="true" />}>
            <Calendar
              language={language}
              mode="range"
              numberOfMonths={2}
              defaultMonth={selected?.from ?? new Date()}
              selected={selected}
              onSelect={(range: DateRange | undefined) => onChange({ from: toDay(range?.from), to: toDay(range?.to) })}
            />
          </Suspense>
          <div className="mt-2 flex justify-end gap-2 border-t border-line pt-3">
            <button
              type="button"
              className={buttonClasses('ghost', 'px-3 py-1.5 text-sm')}
              onClick={() => onChange({})}
              disabled={empty}
              data-testid="date-range-clear"
            >
              {labels.clear}
            </button>
            <Popover.Close className={buttonClasses('primary', 'px-3 py-1.5 text-sm')}>{labels.done}</Popover.Close>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
