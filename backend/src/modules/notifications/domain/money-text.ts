import { Money } from '../../../shared/money/money.js';

/**
 * An amount as a customer reads it in a notification: '$1,250.00' for dollars, '1,250.00 EUR'
 * for every other currency. Works on the decimal text, never through a float.
 */
export function formatMoney(amount: string, currency: string): string {
  let text: string;
  try {
    text = Money.fromDb(amount, currency).toString();
  } catch {
    return `${amount} ${currency}`;
  }
  const negative = text.startsWith('-');
  const [units, cents] = (negative ? text.slice(1) : text).split('.');
  const grouped = `${units.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
  return `${negative ? '-' : ''}${currency === 'USD' ? `$${grouped}` : `${grouped} ${currency}`}`;
}
