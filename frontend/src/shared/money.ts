import { formatCount } from './counts';

/** Symbols of the account currencies (SPEC 9). */
export const CURRENCY_SYMBOLS: Record<string, string> = {
  USD: '$', EUR: '€', GBP: '£', JPY: '¥', CAD: 'C$', AUD: 'A$', CHF: 'CHF ', CNY: '¥', INR: '₹', MXN: 'MX$',
};

export const DEFAULT_CURRENCY = 'USD';

/** A decimal string as the API sends it: optional minus, digits, optional fraction. */
const DECIMAL = /^(-?)(\d+)(?:\.(\d*))?$/;

/**
 * Formats a decimal string from the API ("1250.5" → "$1,250.50") without going through a
 * float, so large balances never lose cents (DESIGN 3).
 */
export function formatMoney(amount: string, currency: string = DEFAULT_CURRENCY): string {
  return formatDecimal(amount, CURRENCY_SYMBOLS[currency] ?? `${currency} `);
}

/**
 * An amount whose currency was not declared (an applicant's monthly income) as money all the
 * same: "14000" → "14,000.00". Text that is not an amount is returned as it is.
 */
export function formatAmount(amount: string): string {
  return formatDecimal(amount, '');
}

function formatDecimal(amount: string, symbol: string): string {
  const match = DECIMAL.exec(amount.trim());
  if (!match) return amount;
  const [, sign, whole, fraction = ''] = match;
  const grouped = formatCount(BigInt(whole));
  const cents = (fraction + '00').slice(0, 2);
  const isZero = /^0*$/.test(whole) && /^0*$/.test(fraction);
  return `${sign && !isZero ? '-' : ''}${symbol}${grouped}.${cents}`;
}

/** Which way money moved, from the point of view of whoever is looking. */
export type MoneyDirection = 'in' | 'out' | 'neutral';

/** "+$25.00", "-$25.00" or "$25.00": the sign is spelled out so colour is never the only cue. */
export function formatSignedMoney(amount: string, currency: string, direction: MoneyDirection): string {
  const formatted = formatMoney(absoluteAmount(amount), currency);
  if (direction === 'in') return `+${formatted}`;
  if (direction === 'out') return `-${formatted}`;
  return formatted;
}

/** The amount without its sign ("-12.50" → "12.50"). */
export function absoluteAmount(amount: string): string {
  return amount.trim().replace(/^-/, '');
}

export function isNegativeAmount(amount: string): boolean {
  return toMinorUnits(amount) < 0n;
}

/** True for a plain decimal with at most two places ("12", "12.5", "12.50"), the API's rule. */
export function isValidAmount(input: string): boolean {
  const match = DECIMAL.exec(input.trim());
  return match !== null && (match[3] ?? '').length <= 2;
}

/** "12.5" → 1250n. Throws on anything that is not a decimal with at most two places. */
export function toMinorUnits(amount: string): bigint {
  const match = DECIMAL.exec(amount.trim());
  if (!match || (match[3] ?? '').length > 2) throw new RangeError(`Not an amount with at most two decimals: ${amount}`);
  const [, sign, whole, fraction = ''] = match;
  const minor = BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
  return sign ? -minor : minor;
}

/** 1250n → "12.50": the API's canonical form. */
export function fromMinorUnits(minor: bigint): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** "25" → "25.00", or null when the input is not an amount. */
export function normalizeAmount(input: string): string | null {
  return isValidAmount(input) ? fromMinorUnits(toMinorUnits(input)) : null;
}

/**
 * What an amount field holds, as text to check: ".5" and "-.5" are numbers too ("0.5", "-0.5").
 * Anything else stays as typed, so typedAmountProblem rejects it.
 */
export function typedAmount(value: string | number | null | undefined): string {
  return (value === null || value === undefined ? '' : String(value).trim()).replace(/^(-?)\./, (_, sign: string) => `${sign}0.`);
}

/** Text that is no number ("abc") is reported as not positive, like "-5" and "0". */
export type TypedAmountProblem = 'not-positive' | 'too-many-decimals';

/** Why a typed amount cannot be sent, or null; each form words the problem its own way. */
export function typedAmountProblem(text: string): TypedAmountProblem | null {
  if (!/^-?\d+(\.\d*)?$/.test(text)) return 'not-positive';
  if (!isValidAmount(text)) return 'too-many-decimals';
  return toMinorUnits(text) > 0n ? null : 'not-positive';
}

/** Compares two decimal strings exactly: negative, zero or positive like Array#sort wants. */
export function compareAmounts(a: string, b: string): number {
  const difference = toMinorUnits(a) - toMinorUnits(b);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}
