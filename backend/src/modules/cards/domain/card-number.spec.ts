import { CARD_PREFIX, cardNumberFrom, expiryFrom, isLuhnValid, luhnCheckDigit, maskCardNumber } from './card-number.js';

describe('card numbers', () => {
  it('computes the Luhn check digit of known numbers', () => {
    expect(luhnCheckDigit('7992739871')).toBe('3'); // the textbook example 79927398713
    expect(isLuhnValid('4111111111111111')).toBe(true);
    expect(isLuhnValid('4111111111111112')).toBe(false);
    expect(isLuhnValid('4111-1111-1111-1111')).toBe(false);
  });

  it('makes 16-digit Luhn-valid numbers on the bank prefix', () => {
    for (const digits of ['000000000', '123456789', '999999999', '500000001']) {
      const number = cardNumberFrom(digits);
      expect(number).toMatch(new RegExp(`^${CARD_PREFIX}${digits}\\d$`));
      expect(isLuhnValid(number)).toBe(true);
    }
    expect(() => cardNumberFrom('12345678')).toThrow(RangeError);
  });

  it('masks all but the last 4 digits, and expires 4 years ahead in the month of issue', () => {
    expect(maskCardNumber('4571801234567890')).toBe('**** **** **** 7890');
    expect(expiryFrom(new Date('2026-11-24T12:00:00Z'))).toEqual({ expiryMonth: 11, expiryYear: 2030 });
    expect(expiryFrom(new Date('2026-01-01T00:00:00Z'))).toEqual({ expiryMonth: 1, expiryYear: 2030 });
  });
});
