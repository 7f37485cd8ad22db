import dayjs from 'dayjs';

/** Header "last login": 'Today' or 'MMM D, YYYY' (SPEC 2.4). */
export function formatLastLogin(iso: string): string {
  const date = dayjs(iso);
  return date.isSame(dayjs(), 'day') ? 'Today' : date.format('MMM D, YYYY');
}

/** Statements: 'MMM dd, yyyy HH:mm' in the spec's notation (SPEC 9). */
export function formatDateTime(iso: string): string {
  return dayjs(iso).format('MMM DD, YYYY HH:mm');
}

/** Notifications: 'MMM dd, HH:mm' (SPEC 9). */
export function formatShortDateTime(iso: string): string {
  return dayjs(iso).format('MMM DD, HH:mm');
}

/** A countdown as mm:ss. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}
