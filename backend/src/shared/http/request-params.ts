import { Transform } from 'class-transformer';
import { IsInt, Max, Min, ValidateBy, type ValidationOptions } from 'class-validator';

/** At most 9 digits: every page, size or count fits an int, and its products (offsets) stay exact. */
const WHOLE_NUMBER = /^\d{1,9}$/;

/**
 * A whole number read from the query string: 1 to 9 plain digits and nothing else, so
 * `1000000000000000000`, `1e18`, `0x10`, ` 5` or `5.0` are a 400 with `message`, never a number
 * that overflows the SQL built from it. The one rule for every numeric query parameter.
 */
export function IntegerParam({ min, max, message }: { min: number; max?: number; message?: string }): PropertyDecorator {
  return (target, key) => {
    Transform(({ value }) => (typeof value === 'string' && WHOLE_NUMBER.test(value) ? Number(value) : value))(target, key);
    // Registered in the order they run: with stopAtFirstError, the first broken one is the message.
    IsInt({ message })(target, key);
    Min(min, { message })(target, key);
    if (max !== undefined) Max(max, { message })(target, key);
  };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2})))?$/;
export const CALENDAR_YEARS = { min: 1900, max: 9999 } as const;

/**
 * A real calendar day `YYYY-MM-DD` between 1900 and 9999; with `allowTime`, optionally followed by
 * a time of day and its UTC offset (`2026-11-01T00:00:00.000Z`, how the client sends a customer's
 * local midnight). Every part is checked, so what passes PostgreSQL also reads: `2026-02-30`,
 * `0000-01-01`, `2565`, `2026-W01` or `2026-11-01T24:00Z` are a 400. The only date validator of
 * the API (IsISO8601 is banned by a test: it accepts all of those).
 */
export function IsCalendarDate({ allowTime = false } = {}, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({
    name: 'isCalendarDate',
    validator: {
      validate: (value) => typeof value === 'string' && isCalendarDate(value, { allowTime }),
      defaultMessage: (args) => `${args?.property ?? 'date'} must be a date as YYYY-MM-DD`,
    },
  }, options);
}

export function isCalendarDate(text: string, { allowTime = false } = {}): boolean {
  const match = DATE.exec(text);
  if (!match || (!allowTime && match[4] !== undefined)) return false;
  const [year, month, day, hour, minute, second, , offsetHours, offsetMinutes] = match.slice(1).map((part) => Number(part ?? 0));
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return year >= CALENDAR_YEARS.min && year <= CALENDAR_YEARS.max && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth
    && hour <= 23 && minute <= 59 && second <= 59 && offsetHours <= 14 && offsetMinutes <= 59;
}
