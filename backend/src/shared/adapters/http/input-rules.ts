import { Transform } from 'class-transformer';
import { ValidateBy, ValidateIf, type ValidationOptions } from 'class-validator';
import { isCalendarDay } from '../../domain/riga-time.js';

/** The product's email pattern: a local part, @, a domain, a dot and two or more letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Text fields are compared and stored without surrounding spaces. */
export const Trim = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/**
 * May be left out, but not sent as null: unlike `@IsOptional()`, a null goes through the field's validators and is
 * refused, for fields whose use case has no meaning for "nothing" (a name, a language).
 */
export const OmittableNotNull = () => ValidateIf((_object: object, value: unknown) => value !== undefined);

/** A YYYY-MM-DD day that exists in the calendar: the pattern alone lets 2026-02-30 through to the database. */
export const CalendarDay = (options: ValidationOptions) =>
  ValidateBy({ name: 'calendarDay', validator: { validate: (value: unknown) => typeof value === 'string' && isCalendarDay(value) } }, options);
