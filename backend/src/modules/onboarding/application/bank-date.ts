import { BANK_TIME_ZONE } from '../../../shared/bank-time.js';

const FORMAT = new Intl.DateTimeFormat('en-CA', { timeZone: BANK_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The bank's calendar date of `at`, YYYY-MM-DD. */
export const bankDate = (at: Date): string => FORMAT.format(at);
