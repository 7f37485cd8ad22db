import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { describe, expect, it } from 'vitest';
import { BANK_TIME_ZONE } from '@bank/contracts/bank';
import { formatChatTime, formatDate, formatDateTime, formatDateTimeWithZone, formatNotificationDateTime, formatStatementDateTime } from './dates';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Moments across 2026 every 7 h 13 min, and each side of both daylight-saving changes in the bank's zone. */
const MOMENTS = [
  ...Array.from({ length: 1_220 }, (_, i) => new Date(Date.UTC(2026, 0, 1) + i * 433 * 60_000).toISOString()),
  '2026-03-08T06:59:59Z', '2026-03-08T07:00:00Z', '2026-03-08T07:30:00Z', // 01:59:59 EST, then 03:00 EDT
  '2026-11-01T05:59:59Z', '2026-11-01T06:00:00Z', '2026-11-01T06:30:00Z', // 01:59:59 EDT, then 01:00 EST
  '2026-12-31T23:59:59.999Z', '2027-01-01T04:59:00Z', '2027-01-01T05:00:00Z',
];

describe('dates in bank time', () => {
  it("reads every moment's bank wall clock as day.js's own time-zone conversion does", () => {
    const ours = MOMENTS.map((moment) => [
      moment, formatDateTime(moment), formatStatementDateTime(moment), formatNotificationDateTime(moment), formatDate(moment),
      formatChatTime(new Date(moment)), formatDateTimeWithZone(moment),
    ]);
    const dayjsTz = MOMENTS.map((moment) => {
      const bank = dayjs(moment).tz(BANK_TIME_ZONE);
      return [
        moment, bank.format('MMM D, YYYY HH:mm'), bank.format('MMM DD, YYYY HH:mm'), bank.format('MMM DD, HH:mm'), bank.format('MMM D, YYYY'),
        bank.format('HH:mm'), `${bank.format('MMM D, YYYY HH:mm')} ${bank.offsetName()}`,
      ];
    });
    expect(ours).toEqual(dayjsTz);
  });

  it('names the zone as staff read it, winter and summer', () => {
    expect(formatDateTimeWithZone('2026-01-15T17:30:00Z')).toBe('Jan 15, 2026 12:30 EST');
    expect(formatDateTimeWithZone('2026-07-15T16:30:00Z')).toBe('Jul 15, 2026 12:30 EDT');
  });
});
