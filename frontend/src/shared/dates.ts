import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { BANK_TIME_ZONE } from '@bank/contracts/bank';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Every date and time the client shows, in one place (docs/decisions/dates-and-times.md): always
 * the bank's zone (BANK_TIME_ZONE, US Eastern), wherever the browser is, so a transfer reads the
 * same moment on the dashboard, in the back office, in the statement and in its notification.
 * SPEC 9's formats where it names one (statements, notifications, chat), 'MMM D, YYYY HH:mm'
 * everywhere else; staff screens name the zone ("EST"/"EDT").
 */
type Moment = string | Date;

/** A moment in bank time, for arithmetic in the bank's zone (its months and days). */
export function inBankTime(moment: Moment): dayjs.Dayjs {
  return dayjs(moment).tz(BANK_TIME_ZONE);
}

let bankClockFormat: Intl.DateTimeFormat | undefined;
let bankZoneFormat: Intl.DateTimeFormat | undefined;

/**
 * A moment as the bank's wall clock reads it, to format its date and time (not for arithmetic, nor
 * zone tokens): a UTC day.js whose fields are that wall clock. Read with one kept Intl formatter:
 * day.js's tz() makes a new one on every call, which was most of a phone's main thread while a
 * list of dates rendered (72 of 133 ms for the dashboard's five latest transactions, 4x-throttled).
 */
function bankClock(moment: Moment): dayjs.Dayjs {
  bankClockFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: BANK_TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
  });
  const part = Object.fromEntries(bankClockFormat.formatToParts(dayjs(moment).toDate()).map(({ type, value }) => [type, Number(value)]));
  return dayjs.utc(Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second));
}

/** The bank zone's short name at a moment: 'EST' or 'EDT'. */
function bankZoneName(moment: Moment): string {
  bankZoneFormat ??= new Intl.DateTimeFormat('en-US', { timeZone: BANK_TIME_ZONE, timeZoneName: 'short' });
  return bankZoneFormat.formatToParts(dayjs(moment).toDate()).find(({ type }) => type === 'timeZoneName')?.value ?? '';
}

/** The first moment of a bank day given as YYYY-MM-DD (a history filter's "from" and "to"). */
export function bankDayStart(day: string): dayjs.Dayjs {
  return dayjs.tz(day, BANK_TIME_ZONE);
}

/** The default: 'Nov 9, 2026 12:15'. */
export function formatDateTime(moment: Moment): string {
  return bankClock(moment).format('MMM D, YYYY HH:mm');
}

/** Staff lists, sessions and audit, where the zone matters: 'Nov 9, 2026 12:15 EST'. */
export function formatDateTimeWithZone(moment: Moment): string {
  return `${bankClock(moment).format('MMM D, YYYY HH:mm')} ${bankZoneName(moment)}`.trim();
}

/** A date without the time: 'Nov 9, 2026'. */
export function formatDate(moment: Moment): string {
  return bankClock(moment).format('MMM D, YYYY');
}

/** Statements: 'MMM dd, yyyy HH:mm' in the spec's notation (SPEC 9), 'Nov 09, 2026 12:15'. */
export function formatStatementDateTime(moment: Moment): string {
  return bankClock(moment).format('MMM DD, YYYY HH:mm');
}

/** Notifications: 'MMM dd, HH:mm' (SPEC 9), 'Nov 09, 12:15'. */
export function formatNotificationDateTime(moment: Moment): string {
  return bankClock(moment).format('MMM DD, HH:mm');
}

/** The chat: 24-hour 'HH:mm' (SPEC 2.6). */
export function formatChatTime(moment: Moment): string {
  return bankClock(moment).format('HH:mm');
}

/** Header "last login": 'Today' or 'Nov 9, 2026' (SPEC 2.4). */
export function formatLastLogin(moment: Moment): string {
  const date = inBankTime(moment);
  return date.isSame(dayjs().tz(BANK_TIME_ZONE), 'day') ? 'Today' : date.format('MMM D, YYYY');
}

/** A bank day as the server sends it (YYYY-MM-DD) as 'Nov 9, 2026'; a day has no time zone to convert. */
export function formatBankDay(day: string): string {
  return dayjs(day).format('MMM D, YYYY');
}

/** A countdown as mm:ss. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

/** Today in bank time, YYYY-MM-DD (what the server's date rules compare with). */
export function bankToday(): string {
  return dayjs().tz(BANK_TIME_ZONE).format('YYYY-MM-DD');
}

/** Now, as a bank-time day.js (period arithmetic: "this month" is the bank's month). */
export function bankNow(): dayjs.Dayjs {
  return dayjs().tz(BANK_TIME_ZONE);
}

/** The first moment of a month (0-11) in bank time. */
export function bankMonthStart(year: number, month: number): dayjs.Dayjs {
  return dayjs.tz(`${year}-${String(month + 1).padStart(2, '0')}-01 00:00`, BANK_TIME_ZONE);
}

const DAY = 'YYYY-MM-DD';

/** A real calendar day written YYYY-MM-DD ("2026-02-30" is not). */
export function isBankDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).format(DAY) === value;
}

/** The calendar day after a YYYY-MM-DD day (not 24 hours: bank days change length with daylight saving). */
export function nextBankDay(day: string): string {
  return dayjs(day).add(1, 'day').format(DAY);
}

/** A YYYY-MM-DD day as a day.js for date pickers, or null; and back. */
export function dayValue(day: string | undefined | null): dayjs.Dayjs | null {
  return day ? dayjs(day) : null;
}

export function dayText(day: dayjs.Dayjs): string {
  return day.format(DAY);
}
