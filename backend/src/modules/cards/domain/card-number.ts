/** The bank's own issuer prefix (IIN): every card it issues starts with these six digits. */
export const CARD_PREFIX = '457180';
export const CARD_NUMBER_LENGTH = 16;

/** The Luhn check digit that completes `partial` (all digits but the last). */
export function luhnCheckDigit(partial: string): string {
  let sum = 0;
  for (let i = 0; i < partial.length; i++) {
    // Double every second digit counting from the right of the full number (the check digit is position 0).
    let digit = Number(partial[partial.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

export function isLuhnValid(number: string): boolean {
  return /^\d{12,19}$/.test(number) && luhnCheckDigit(number.slice(0, -1)) === number.slice(-1);
}

/** A 16-digit number on the bank's prefix from `randomDigits` (9 random digits), with its check digit. */
export function cardNumberFrom(randomDigits: string): string {
  if (!/^\d{9}$/.test(randomDigits)) throw new RangeError('nine random digits expected');
  const partial = CARD_PREFIX + randomDigits;
  return partial + luhnCheckDigit(partial);
}

export function last4(number: string): string {
  return number.slice(-4);
}

export function maskCardNumber(number: string): string {
  return `**** **** **** ${last4(number)}`;
}

/** Expiry 4 years ahead of issue, in the month of issue (cards are valid to the end of that month). */
export function expiryFrom(issuedAt: Date): { expiryMonth: number; expiryYear: number } {
  return { expiryMonth: issuedAt.getUTCMonth() + 1, expiryYear: issuedAt.getUTCFullYear() + 4 };
}

/** An expiry the bank can register: not before this month, and within `spanYears` years from this year. */
export function expiryProblem(month: number, year: number, now: Date, spanYears: number): 'month' | 'year' | 'expired' | null {
  if (!Number.isInteger(month) || month < 1 || month > 12) return 'month';
  const thisYear = now.getUTCFullYear();
  if (!Number.isInteger(year) || year < thisYear || year >= thisYear + spanYears) return 'year';
  if (year === thisYear && month < now.getUTCMonth() + 1) return 'expired';
  return null;
}
