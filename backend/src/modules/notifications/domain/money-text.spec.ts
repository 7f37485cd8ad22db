import { formatMoney } from './money-text.js';

describe('formatMoney', () => {
  it.each([
    ['1250.00', 'USD', '$1,250.00'],
    ['1250', 'USD', '$1,250.00'],
    ['0.5', 'USD', '$0.50'],
    ['999.99', 'USD', '$999.99'],
    ['1000', 'USD', '$1,000.00'],
    ['1234567890.12', 'USD', '$1,234,567,890.12'],
    ['-3.5', 'USD', '-$3.50'],
    ['1250.00', 'EUR', '1,250.00 EUR'],
    ['1000000', 'JPY', '1,000,000.00 JPY'],
    ['12.3', 'GBP', '12.30 GBP'],
  ])('%s %s reads %s', (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
  });

  it('keeps digits a float would lose', () => {
    expect(formatMoney('9007199254740993.01', 'USD')).toBe('$9,007,199,254,740,993.01');
  });

  it('shows an amount it cannot read as it came, rather than failing the notification', () => {
    expect(formatMoney('abc', 'USD')).toBe('abc USD');
    expect(formatMoney('1.234', 'usd')).toBe('1.234 usd');
  });
});
