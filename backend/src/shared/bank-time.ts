/**
 * The bank's time zone, from the one place client and server share (contracts/src/bank.ts),
 * for code that may not import contracts itself (the domains).
 */
export { BANK_TIME_ZONE } from '@bank/contracts/bank';
