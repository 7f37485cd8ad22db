/** Symbols of the account currencies (SPEC 9). */
export const CURRENCY_SYMBOLS: Record<string, string> = {
  USD: '$', EUR: '€', GBP: '£', JPY: '¥', CAD: 'C$', AUD: 'A$', CHF: 'CHF ', CNY: '¥', INR: '₹', MXN: 'MX$',
};

export const DEFAULT_CURRENCY = 'USD';

/**
 * Formats a decimal string from the API ("1250.5" → "$1,250.50") without going through a
 * float, so large balances never lose cents (DESIGN 3).
 */
export function formatMoney(amount: string, currency: string = DEFAULT_CURRENCY): string {
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(amount.trim());
  if (!match) return amount;
  const [, sign, whole, fraction = ''] = match;
  const grouped = BigInt(whole).toLocaleString('en-US');
  const cents = (fraction + '00').slice(0, 2);
  const symbol = CURRENCY_SYMBOLS[currency] ?? `${currency} `;
  return `${sign}${symbol}${grouped}.${cents}`;
}
