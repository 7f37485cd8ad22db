import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { BANK_TIME_ZONE } from '@bank/contracts/bank';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * A moment in bank time. Every date the customer reads is the bank's, wherever their browser
 * is, so the screens, the statement's period and its CSV and PDF name the same day.
 */
export function inBankTime(iso: string): dayjs.Dayjs {
  return dayjs(iso).tz(BANK_TIME_ZONE);
}

/** The first moment of a bank day given as YYYY-MM-DD (a history filter's "from" and "to"). */
export function bankDayStart(day: string): dayjs.Dayjs {
  return dayjs.tz(day, BANK_TIME_ZONE);
}

/** Header "last login": 'Today' or 'MMM D, YYYY' (SPEC 2.4). */
export function formatLastLogin(iso: string): string {
  const date = inBankTime(iso);
  return date.isSame(dayjs().tz(BANK_TIME_ZONE), 'day') ? 'Today' : date.format('MMM D, YYYY');
}

/** Statements: 'MMM dd, yyyy HH:mm' in the spec's notation (SPEC 9). */
export function formatDateTime(iso: string): string {
  return inBankTime(iso).format('MMM DD, YYYY HH:mm');
}

/** Notifications: 'MMM dd, HH:mm' (SPEC 9). */
export function formatShortDateTime(iso: string): string {
  return inBankTime(iso).format('MMM DD, HH:mm');
}

/** A bank day as the server sends it (YYYY-MM-DD) as 'MMM D, YYYY'; a day has no time zone to convert. */
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
