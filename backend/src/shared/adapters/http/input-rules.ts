import { Transform } from 'class-transformer';
import { ValidateBy, ValidateIf, type ValidationOptions } from 'class-validator';
import { Email } from '../../domain/email.js';
import { isCalendarDay } from '../../domain/riga-time.js';

/** A field that must be an email address by the domain's one rule (see Email), refused with a translated message. */
export const IsEmailAddress = () =>
  ValidateBy({
    name: 'isEmailAddress',
    validator: { validate: (value: unknown) => typeof value === 'string' && Email.isValid(value), defaultMessage: () => 'validation.email_invalid' },
  });

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
