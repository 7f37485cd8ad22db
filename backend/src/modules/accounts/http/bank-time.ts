import { BANK_TIME_ZONE } from '@bank/contracts/bank';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: BANK_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A moment in bank time: its bank day (YYYY-MM-DD) and time (HH:mm), as the screen shows them. */
export function bankTime(iso: string): { day: string; time: string } {
  const p = Object.fromEntries(parts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return { day: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** A bank day (YYYY-MM-DD) as 'MMM DD, YYYY', the statements' date format (SPEC 9). */
export function longDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${MONTHS[Number(month) - 1]} ${date}, ${year}`;
}
