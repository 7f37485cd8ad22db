import { BANK_TIME_ZONE } from '@bank/contracts/bank';

/**
 * The bank's time zone, from the one place client and server share (contracts/src/bank.ts),
 * for code that may not import contracts itself (the domains).
 */
export { BANK_TIME_ZONE };

const PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: BANK_TIME_ZONE, year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short',
});

/**
 * A moment as documents the server writes show it: 'Nov 9, 2026 15:57 EST', the client's
 * `MMM D, YYYY HH:mm` with the zone (frontend/src/shared/dates.ts, formatDateTimeWithZone).
 */
export function formatBankDateTime(moment: Date): string {
  const p = Object.fromEntries(PARTS.formatToParts(moment).map((part) => [part.type, part.value]));
  return `${p.month} ${p.day}, ${p.year} ${p.hour}:${p.minute} ${p.timeZoneName}`;
}
