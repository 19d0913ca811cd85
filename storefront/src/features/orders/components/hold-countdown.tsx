import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/format';

/** Whole seconds until `expiresAt`, counting down once a second and stopping at 0. */
export function useSecondsLeft(expiresAt: string): number {
  const deadline = Date.parse(expiresAt);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));
  const running = left > 0;
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return left;
}

function minutesAndSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * How long the tickets stay held: "9:42" ticking, and the clock time the hold ends. A screen reader does not read
 * a timer out on every tick (role="timer" is not live); the end time says the same once.
 */
export function HoldCountdown({ expiresAt, secondsLeft }: { expiresAt: string; secondsLeft: number }) {
  const { t } = useTranslation();
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 text-sm" data-testid="hold-countdown">
      <span>{t('checkout.heldFor')}</span>
      <span role="timer" className="text-lg font-bold tabular-nums" data-testid="hold-countdown-time">
        {minutesAndSeconds(secondsLeft)}
      </span>
      <span className="text-muted">{t('checkout.heldUntil', { time: formatTime(new Date(expiresAt)) })}</span>
    </p>
  );
}
