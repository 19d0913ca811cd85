import type { ComponentProps, CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
import { enGB } from 'react-day-picker/locale/en-GB';
import { et } from 'react-day-picker/locale/et';
import { lt } from 'react-day-picker/locale/lt';
import { lv } from 'react-day-picker/locale/lv';
import 'react-day-picker/style.css';
import { weekStartsOn } from '../../lib/format';
import type { LanguageCode } from '../../lib/language';

/** Month names, weekday names and the picker's own aria labels in the route's language ("ee" is Estonian). */
const locales = { lv, en: enGB, ee: et, lt } satisfies Record<LanguageCode, unknown>;

export type CalendarProps = ComponentProps<typeof DayPicker> & { language: LanguageCode };

/**
 * react-day-picker in the storefront's style: the route's language, weeks from Monday (format.ts), brand colours
 * and the focus ring of the rest of the site. Every DayPicker prop (mode, selected, numberOfMonths…) passes through.
 */
export function Calendar({ language, className = '', style, ...props }: CalendarProps) {
  return (
    <DayPicker
      locale={locales[language]}
      lang={locales[language].code}
      weekStartsOn={weekStartsOn}
      showOutsideDays
      className={`text-sm text-ink ${className}`}
      style={{
        '--rdp-accent-color': 'var(--color-brand)',
        '--rdp-accent-background-color': 'var(--color-brand-soft)',
        '--rdp-day-height': '2.5rem',
        '--rdp-day-width': '2.5rem',
        '--rdp-day_button-height': '2.375rem',
        '--rdp-day_button-width': '2.375rem',
        '--rdp-months-gap': '1.5rem',
        ...style,
      } as CSSProperties}
      {...(props as ComponentProps<typeof DayPicker>)}
    />
  );
}
