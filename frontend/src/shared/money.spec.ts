import { describe, expect, it } from 'vitest';
import {
  compareAmounts, formatAmount, formatMoney, formatSignedMoney, fromMinorUnits, isValidAmount, normalizeAmount, toMinorUnits, typedAmount, typedAmountProblem,
} from './money';

describe('formatAmount', () => {
  it('groups and shows cents without a currency, and leaves what is not an amount alone', () => {
    expect(formatAmount('14000')).toBe('14,000.00');
    expect(formatAmount('1234567.5')).toBe('1,234,567.50');
    expect(formatAmount('about 3k')).toBe('about 3k');
  });
});

describe('formatMoney', () => {
  it.each([
    ['1250.5', 'USD', '$1,250.50'],
    ['0', 'USD', '$0.00'],
    ['-0.00', 'USD', '$0.00'],
    ['-109.05', 'USD', '-$109.05'],
    ['20000', 'INR', '₹20,000.00'],
    ['12.3', 'CHF', 'CHF 12.30'],
    ['5', 'SEK', 'SEK 5.00'],
  ])('%s %s → %s', (amount, currency, shown) => {
    expect(formatMoney(amount, currency)).toBe(shown);
  });

  it('keeps every cent of a balance a float would round', () => {
    expect(formatMoney('90071992547409.93')).toBe('$90,071,992,547,409.93');
  });

  it('shows text that is not an amount as it came', () => {
    expect(formatMoney('n/a')).toBe('n/a');
  });
});

describe('formatSignedMoney', () => {
  it('spells the direction out, whatever sign the amount carries', () => {
    expect(formatSignedMoney('-25', 'USD', 'out')).toBe('-$25.00');
    expect(formatSignedMoney('25', 'EUR', 'in')).toBe('+€25.00');
    expect(formatSignedMoney('-25', 'GBP', 'neutral')).toBe('£25.00');
  });
});

describe('amounts as the API takes them', () => {
  it.each(['12', '12.5', '12.50', '-3.10', ' 7 '])('%s is an amount', (text) => {
    expect(isValidAmount(text)).toBe(true);
  });

  it.each(['12.505', '1e3', '12,50', '', '.', 'abc', '1.2.3'])('%s is not', (text) => {
    expect(isValidAmount(text)).toBe(false);
  });

  it('converts to and from minor units exactly', () => {
    expect(toMinorUnits('12.5')).toBe(1250n);
    expect(toMinorUnits('-0.07')).toBe(-7n);
    expect(toMinorUnits('90071992547409.99')).toBe(9007199254740999n);
    expect(fromMinorUnits(1250n)).toBe('12.50');
    expect(fromMinorUnits(-7n)).toBe('-0.07');
    expect(() => toMinorUnits('1.001')).toThrow(RangeError);
  });

  it('normalizes what was typed to the canonical form, or says it is none', () => {
    expect(normalizeAmount('25')).toBe('25.00');
    expect(normalizeAmount('0.1')).toBe('0.10');
    expect(normalizeAmount('25.001')).toBeNull();
  });

  it('compares exactly where floats would not', () => {
    expect(compareAmounts('0.30', '0.1')).toBe(1);
    expect(compareAmounts('100.00', '100')).toBe(0);
    expect(compareAmounts('99.99', '100')).toBe(-1);
  });
});

describe('typed amounts in a form field', () => {
  it('reads a leading point as a number and anything else as typed', () => {
    expect(typedAmount('.5')).toBe('0.5');
    expect(typedAmount('-.5')).toBe('-0.5');
    expect(typedAmount(' 12 ')).toBe('12');
    expect(typedAmount(null)).toBe('');
    expect(typedAmount(undefined)).toBe('');
    expect(typedAmount(7)).toBe('7');
  });

  it.each([
    ['10', null],
    ['0.01', null],
    ['10.', null],
    ['0', 'not-positive'],
    ['0.00', 'not-positive'],
    ['-5', 'not-positive'],
    ['abc', 'not-positive'],
    ['', 'not-positive'],
    ['1e2', 'not-positive'],
    ['10.001', 'too-many-decimals'],
  ])('%s → %s', (text, problem) => {
    expect(typedAmountProblem(text)).toBe(problem);
  });
});
