import { addDays, setHours, setMinutes, startOfDay } from 'date-fns';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatPrice, formatTime } from '../../../lib/format';

/** Spec section 1: decorative demo content, tomorrow at 19:00 for 65.00 euro. */
const SAMPLE_TICKET_PRICE = 65;

function sampleTicketDate(now = new Date()): Date {
  return setMinutes(setHours(addDays(startOfDay(now), 1), 19), 0);
}

const rigaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Riga', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Tomorrow in Riga (the marketplace's time zone) at 19:00, whatever the time zone of the machine. */
function rigaSampleTicketText(now = new Date()): string {
  const [year, month, day] = rigaDay.format(now).split('-').map(Number);
  const tomorrow = new Date(Date.UTC(year, month - 1, day + 1));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(tomorrow.getUTCDate())}.${pad(tomorrow.getUTCMonth() + 1)}.${tomorrow.getUTCFullYear()} · 19:00`;
}

const noChanges = () => () => undefined;

export function SampleTicket() {
  const { t } = useTranslation();
  // The visitor's own tomorrow. The server cannot know the visitor's time zone, so it renders Riga's, and so does
  // the hydrating browser; a visitor whose day differs sees their own right after.
  const dateText = useSyncExternalStore(
    noChanges,
    () => {
      const date = sampleTicketDate();
      return `${formatDate(date)} · ${formatTime(date)}`;
    },
    () => rigaSampleTicketText(),
  );
  return (
    <figure
      data-testid="sample-ticket"
      className="relative mx-auto w-full max-w-sm rotate-1 overflow-hidden rounded-2xl bg-white shadow-xl ring-1 ring-line"
      aria-label={t('home.sampleTicket.label')}
    >
      <div className="bg-brand px-6 py-4 text-white">
        <p className="text-sm font-medium tracking-wide text-white/85 uppercase">{t('home.sampleTicket.kind')}</p>
        <p className="text-xl font-bold">{t('home.sampleTicket.event')}</p>
      </div>
      <div className="grid grid-cols-2 gap-4 px-6 py-5 text-sm">
        <div>
          <p className="text-muted">{t('home.sampleTicket.date')}</p>
          <p className="font-semibold" data-testid="sample-ticket-date">
            {dateText}
          </p>
        </div>
        <div>
          <p className="text-muted">{t('home.sampleTicket.venue')}</p>
          <p className="font-semibold">{t('home.sampleTicket.venueName')}</p>
        </div>
        <div className="col-span-2">
          <p className="text-muted">{t('home.sampleTicket.seat')}</p>
          <p className="font-semibold">{t('home.sampleTicket.seatInfo', { section: 'B', row: 7, seat: 12 })}</p>
        </div>
      </div>
      <div className="flex items-center justify-between border-t border-dashed border-line px-6 py-4">
        <span className="rounded-full bg-green-50 px-3 py-1 text-sm font-semibold text-success">
          {t('home.sampleTicket.verified')}
        </span>
        <span className="text-2xl font-bold text-ink" data-testid="sample-ticket-price">
          {formatPrice(SAMPLE_TICKET_PRICE)}
        </span>
      </div>
    </figure>
  );
}
