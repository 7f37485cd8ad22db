import { describe, expect, it } from 'vitest';
import { formatCount } from './counts';

describe('formatCount', () => {
  it('groups whole numbers by thousands with commas, as en-US writes them', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(-1234)).toBe('-1,234');
    expect(formatCount(12345678901234567890n)).toBe('12,345,678,901,234,567,890');
  });

  it('writes every whole number as Intl.NumberFormat en-US does, and anything else through it', () => {
    const intl = new Intl.NumberFormat('en-US');
    for (const n of [1, 12, 123, 1234, 12345, 123456, 1234567, 10000000, Number.MAX_SAFE_INTEGER, -987654321, 2.5, 1234.5678, 1e21]) {
      expect(formatCount(n)).toBe(intl.format(n));
    }
  });
});
